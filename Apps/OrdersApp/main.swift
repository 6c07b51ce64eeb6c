import AppCore

await MosaicMain<OrdersApp>.main()
