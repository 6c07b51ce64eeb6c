import AppCore

await MosaicMain<CartDemoApp>.main()
