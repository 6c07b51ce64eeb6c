import AppCore
import MosaicApp

await MosaicMain<MosaicApp>.main()
