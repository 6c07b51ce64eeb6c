import AppCore
import AppRunner

await MosaicMain<SettingsDemoApp>.main()
