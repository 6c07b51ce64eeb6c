import AppCore

await MosaicMain<TransactionsDemoApp>.main()
