import AppCore

await MosaicMain<PaybackApp>.main()
