import AppCore
import AppRunner

await MosaicMain<CartDemoApp>.main()
