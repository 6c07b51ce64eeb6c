import AppRunner
import HiringApp

await MosaicMain<HiringApp>.main()
