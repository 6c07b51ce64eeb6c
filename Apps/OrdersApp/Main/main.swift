import AppCore
import OrdersApp

await MosaicMain<OrdersApp>.main()
