import AppCore
import AppRunner
import Foundation
import Orders
import OrdersTesting

/// `orders-demo`: the Orders feature alone, on a fake service with scripted scenarios.
enum OrdersDemoApp: DemoApplication {
    typealias Scenario = OrdersScenario

    static let name = "orders-demo"
    static let abstract = "The Orders feature (Wobitech deliveries) alone, on fake data."
    static let commands: [any PluginCommand.Type] = OrdersPlugin.commands

    static func plugins(_ options: Options) -> [any FeaturePlugin] {
        let now = Date()
        return [OrdersPlugin(service: options.scenario.service(now: now), origin: now)]
    }
}

extension OrdersScenario: DemoScenario {}
