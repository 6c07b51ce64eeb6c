import AppCore
import AppRunner

await MosaicMain<PricingDemoApp>.main()
