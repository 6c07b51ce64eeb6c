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
            case .default: "fresh products"
            case .invalid: "some entries from the server are invalid and left out"
            case .offline: "offline, showing products saved three hours ago"
            case .failing: "the server fails; products saved yesterday are shown with an error banner"
            case .unavailable: "offline with nothing saved: an error with retry (retry then succeeds)"
            case .empty: "the server sells nothing"
            }
        }
    }

    static let name = "catalog-demo"
    static let abstract = "The Catalog feature (products) alone, on fake data."
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
