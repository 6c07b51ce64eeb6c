import AppCore

await MosaicMain<FeedDemoApp>.main()
