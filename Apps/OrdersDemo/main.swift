import AppCore
import AppRunner

await MosaicMain<OrdersDemoApp>.main()
