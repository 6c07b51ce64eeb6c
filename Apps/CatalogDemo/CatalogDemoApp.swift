import AppCore
import AppRunner
import Catalog
import CatalogInterface
import CatalogTesting
import Foundation

/// `catalog-demo`: the product list alone, on a fake catalog with scripted scenarios.
enum CatalogDemoApp: DemoApplication {
    /// The scripted situations the demo can show.
    enum Scenario: String, DemoScenario {
        case `default`, invalid, offline, failing, unavailable, empty

        /// What the scenario shows, for `--help`.
        var summary: String {
            switch self {
            case .default: CatalogDemoStrings.scenarioDefault.commandLineText
            case .invalid: CatalogDemoStrings.scenarioInvalid.commandLineText
            case .offline: CatalogDemoStrings.scenarioOffline.commandLineText
            case .failing: CatalogDemoStrings.scenarioFailing.commandLineText
            case .unavailable: CatalogDemoStrings.scenarioUnavailable.commandLineText
            case .empty: CatalogDemoStrings.scenarioEmpty.commandLineText
            }
        }
    }

    static let name = "catalog-demo"
    static var abstract: String { CatalogDemoStrings.abstract.commandLineText }
    static let commands: [any PluginCommand.Type] = CatalogPlugin.commands

    static func plugins(_ options: Options) -> [any FeaturePlugin] {
        let now = Date()
        return [CatalogPlugin(catalog: catalog(for: options.scenario, now: now), origin: now)]
    }

    private static func catalog(for scenario: Scenario, now: Date) -> FakeCatalogService {
        switch scenario {
        case .default:
            return .fresh(at: now)
        case .invalid:
            let issues = [
                CatalogIssue(position: 7, code: "GIFTCARD", reason: .missingPrice),
                CatalogIssue(position: 8, code: "REFUND", reason: .negativePrice(-5, currency: "EUR")),
                CatalogIssue(position: 9, code: nil, reason: .missingCode),
            ]
            return FakeCatalogService(snapshot: CatalogFixtures.snapshot(issues: issues, syncedAt: now))
        case .offline:
            return .saved(ago: 3 * 3600, now: now)
        case .failing:
            return .saved(
                ago: 86_400, failure: .httpStatus(code: 503, bodyExcerpt: ""), thenFresh: true, now: now)
        case .unavailable:
            return .unavailableThenFresh(at: now)
        case .empty:
            return .fresh([], at: now)
        }
    }
}
