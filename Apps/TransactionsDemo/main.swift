import AppCore
import AppRunner

await MosaicMain<TransactionsDemoApp>.main()
