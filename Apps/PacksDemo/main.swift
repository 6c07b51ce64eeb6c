import AppCore

await MosaicMain<PacksDemoApp>.main()
