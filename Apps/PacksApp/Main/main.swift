import AppCore
import PacksApp

await MosaicMain<PacksApp>.main()
