import AppCore
import StoreApp

await MosaicMain<StoreApp>.main()
