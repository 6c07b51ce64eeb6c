import AppCore
import AppRunner

await MosaicMain<CatalogDemoApp>.main()
