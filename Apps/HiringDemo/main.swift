import AppCore
import AppRunner

await MosaicMain<HiringDemoApp>.main()
