import AppCore
import Orders

/// `orders`: Wobitech delivery orders (list, filters, details that follow the order, offline copy).
enum OrdersApp: MosaicApplication {
    static let name = "orders"
    static let title = "Wobitech Orders"
    static let abstract = "Follow your Wobitech delivery orders (filters, live details, offline copy)."
    static let commands: [any PluginCommand.Type] = OrdersPlugin.commands

    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [OrdersPlugin()]
    }
}
