import AppCore
import AppRunner
import Cart
import CatalogTesting
import Foundation
import PricingInterface
import PricingTesting

/// `cart-demo`: the store screen and checkout alone, on a fake catalog and fake pricing.
enum CartDemoApp: DemoApplication {
    /// The scripted situations the demo can show.
    enum Scenario: String, DemoScenario {
        case `default`, offline, declined, empty, unavailable

        /// What the scenario shows, for `--help`.
        var summary: String {
            switch self {
            case .default: CartDemoStrings.scenarioDefault.commandLineText
            case .offline: CartDemoStrings.scenarioOffline.commandLineText
            case .declined: CartDemoStrings.scenarioDeclined.commandLineText
            case .empty: CartDemoStrings.scenarioEmpty.commandLineText
            case .unavailable: CartDemoStrings.scenarioUnavailable.commandLineText
            }
        }
    }

    static let name = "cart-demo"
    static var abstract: String { CartDemoStrings.abstract.commandLineText }
    static let commands: [any PluginCommand.Type] = CartPlugin.commands
    /// Payments go through the mock payment provider: `--latency`, `--failure-rate`, `--offline` shape them.
    static let usesServer = true

    static func plugins(_ options: Options) -> [any FeaturePlugin] {
        let now = Date()
        let catalog: FakeCatalogService =
            switch options.scenario {
            case .default, .declined: .fresh(at: now)
            case .offline: .saved(ago: 3600, now: now)
            case .empty: .fresh([], at: now)
            case .unavailable: .unavailableThenFresh(at: now)
            }
        let pricing = FakePricingService(
            rules: PricingFixtures.referenceRules, syncedAt: now,
            pricing: .percentOff(10, name: "Demo: 10% off everything"))
        return [
            CartPlugin(
                catalog: catalog, pricing: pricing, describer: FakePromotionDescriber(), origin: now,
                mockPayment: options.scenario == .declined ? .declined : .approved)
        ]
    }
}
