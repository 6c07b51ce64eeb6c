import AppCore

await MosaicMain<PacksApp>.main()
