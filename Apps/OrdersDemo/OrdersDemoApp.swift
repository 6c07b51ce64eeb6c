import AppCore
import AppRunner
import Foundation
import Orders
import OrdersTesting

/// `orders-demo`: the Orders feature alone, on a fake service with scripted scenarios.
enum OrdersDemoApp: DemoApplication {
    typealias Scenario = OrdersScenario

    static let name = "orders-demo"
    static var abstract: String { OrdersDemoStrings.abstract.commandLineText }
    static let commands: [any PluginCommand.Type] = OrdersPlugin.commands

    static func plugins(_ options: Options) -> [any FeaturePlugin] {
        let now = Date()
        return [OrdersPlugin(service: options.scenario.service(now: now), origin: now)]
    }
}

extension OrdersScenario: DemoScenario {
    /// What the scenario shows, for `--help`.
    public var summary: String {
        switch self {
        case .loaded: OrdersDemoStrings.scenarioLoaded.commandLineText
        case .empty: OrdersDemoStrings.scenarioEmpty.commandLineText
        case .failing: OrdersDemoStrings.scenarioFailing.commandLineText
        case .offline: OrdersDemoStrings.scenarioOffline.commandLineText
        case .flakyPolling: OrdersDemoStrings.scenarioFlakyPolling.commandLineText
        case .many: OrdersDemoStrings.scenarioMany.commandLineText
        }
    }
}
