import AppRunner
import PacksApp

await MosaicMain<PacksApp>.main()
