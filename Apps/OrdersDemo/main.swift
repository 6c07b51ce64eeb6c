import AppCore

await MosaicMain<OrdersDemoApp>.main()
