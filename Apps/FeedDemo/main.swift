import AppCore
import AppRunner

await MosaicMain<FeedDemoApp>.main()
