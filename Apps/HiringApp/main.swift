import AppCore

await MosaicMain<HiringApp>.main()
