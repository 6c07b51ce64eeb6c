import AppRunner
import MosaicApp

await MosaicMain<MosaicApp>.main()
