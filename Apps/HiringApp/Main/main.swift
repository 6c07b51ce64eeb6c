import AppCore
import HiringApp

await MosaicMain<HiringApp>.main()
