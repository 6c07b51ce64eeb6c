import AppCore

await MosaicMain<PricingDemoApp>.main()
