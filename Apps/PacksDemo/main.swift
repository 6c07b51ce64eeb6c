import AppCore
import AppRunner

await MosaicMain<PacksDemoApp>.main()
