import AppCore
import AppRunner
import Orders

/// `orders`: Wobitech delivery orders (list, filters, details that follow the order, offline copy).
public enum OrdersApp: MosaicApplication {
    public static let name = "orders"
    public static let title = "Wobitech Orders"
    public static var abstract: String { OrdersAppStrings.abstract.commandLineText }
    public static let commands: [any PluginCommand.Type] = OrdersPlugin.commands

    public static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [OrdersPlugin()]
    }
}
