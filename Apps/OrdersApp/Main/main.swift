import AppRunner
import OrdersApp

await MosaicMain<OrdersApp>.main()
