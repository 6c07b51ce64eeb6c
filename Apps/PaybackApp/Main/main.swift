import AppCore
import PaybackApp

await MosaicMain<PaybackApp>.main()
