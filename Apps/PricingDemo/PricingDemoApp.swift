import AppCore
import AppRunner
import Foundation
import Localization
import Pricing
import PricingInterface
import PricingTesting

/// `pricing-demo`: the promotions tab alone, on a fake pricing service with scripted scenarios.
enum PricingDemoApp: DemoApplication {
    /// The scripted situations the demo can show.
    enum Scenario: String, DemoScenario {
        case `default`, offline, failing, broken, empty

        /// What the scenario shows, for `--help`.
        var summary: String {
            switch self {
            case .default: PricingDemoStrings.scenarioDefault.commandLineText
            case .offline: PricingDemoStrings.scenarioOffline.commandLineText
            case .failing: PricingDemoStrings.scenarioFailing.commandLineText
            case .broken: PricingDemoStrings.scenarioBroken.commandLineText
            case .empty: PricingDemoStrings.scenarioEmpty.commandLineText
            }
        }
    }

    static let name = "pricing-demo"
    static var abstract: String { PricingDemoStrings.abstract.commandLineText }
    static let commands: [any PluginCommand.Type] = PricingPlugin.commands

    static func plugins(_ options: Options) -> [any FeaturePlugin] {
        let now = Date()
        return [PricingPlugin(service: service(for: options.scenario, now: now), origin: now)]
    }

    private static func service(for scenario: Scenario, now: Date) -> FakePricingService {
        let day: TimeInterval = 86_400
        var rules = PricingFixtures.referenceRules
        rules.rules += [
            PricingRule(
                id: "winter-caps", name: LocalizedText(["en": "Winter caps", "es": "Gorras de invierno"]),
                kind: .percentageOff(percent: 15, minimumQuantity: 2), productCodes: ["CAP"],
                validity: ValidityWindow(
                    start: now.addingTimeInterval(10 * day), end: now.addingTimeInterval(90 * day))),
            PricingRule(
                id: "summer-mugs", name: LocalizedText(["en": "Summer mugs", "es": "Tazas de verano"]),
                kind: .buyGetFree(buy: 2, free: 1), productCodes: ["MUG"],
                validity: ValidityWindow(
                    start: now.addingTimeInterval(-120 * day), end: now.addingTimeInterval(-30 * day))),
            PricingRule(
                id: "loyalty-points", name: LocalizedText("Loyalty points"),
                kind: .unsupported(type: "loyaltyPoints"),
                productCodes: []),
        ]
        switch scenario {
        case .default:
            return FakePricingService(rules: rules, syncedAt: now)
        case .offline:
            return FakePricingService(
                result: .success(
                    RuleSetLoad(
                        ruleSet: rules, source: .cache(syncedAt: now.addingTimeInterval(-7200)),
                        problem: .network(.offline))))
        case .failing:
            return FakePricingService(
                result: .success(
                    RuleSetLoad(
                        ruleSet: PricingFixtures.referenceRules, source: .bundled,
                        problem: .network(.httpStatus(code: 503, bodyExcerpt: "")))))
        case .broken:
            return FakePricingService(
                result: .failure(.invalid("rules[1].parameters.buy: must be at least 1, got 0")))
        case .empty:
            return FakePricingService(rules: PricingRuleSet(currency: "EUR", rules: []), syncedAt: now)
        }
    }
}
