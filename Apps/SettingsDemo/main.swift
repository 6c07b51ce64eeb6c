import AppCore

await MosaicMain<SettingsDemoApp>.main()
