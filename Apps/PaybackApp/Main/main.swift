import AppRunner
import PaybackApp

await MosaicMain<PaybackApp>.main()
