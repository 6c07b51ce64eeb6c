import AppRunner
import StoreApp

await MosaicMain<StoreApp>.main()
