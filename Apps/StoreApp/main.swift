import AppCore

await MosaicMain<StoreApp>.main()
