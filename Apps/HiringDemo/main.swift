import AppCore

await MosaicMain<HiringDemoApp>.main()
