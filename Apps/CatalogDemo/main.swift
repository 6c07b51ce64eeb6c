import AppCore

await MosaicMain<CatalogDemoApp>.main()
