import AppCore
import ArgumentParser
import Catalog
import CatalogInterface
import CatalogTesting
import Foundation

/// `catalog-demo`: the product list alone, on a fake catalog with scripted scenarios.
enum CatalogDemoApp: MosaicApplication {
    /// The scripted situations the demo can show.
    enum Scenario: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// Fresh products.
        case `default`
        /// Some entries from the server are invalid and left out.
        case invalid
        /// Offline, showing products saved three hours ago.
        case offline
        /// The server fails; products saved yesterday are shown with an error banner.
        case failing
        /// Offline with nothing saved: an error with retry (retry then succeeds).
        case unavailable
        /// The server sells nothing.
        case empty
    }

    struct Options: ParsableArguments {
        @Option(
            help: ArgumentHelp(
                "What to show: \(Scenario.allCases.map(\.rawValue).joined(separator: ", ")).",
                valueName: "name"))
        var scenario: Scenario = .default
    }

    static let name = "catalog-demo"
    static let abstract = "The Catalog feature (products) alone, on fake data."
    static let commands: [any PluginCommand.Type] = CatalogPlugin.commands

    static func plugins(_ options: Options) -> [any FeaturePlugin] {
        let now = Date()
        return [CatalogPlugin(catalog: catalog(for: options.scenario, now: now), origin: now)]
    }

    private static func catalog(for scenario: Scenario, now: Date) -> FakeProductCatalog {
        let fresh = CatalogFixtures.snapshot(fetchedAt: now)
        switch scenario {
        case .default:
            return FakeProductCatalog(snapshot: fresh)
        case .invalid:
            let issues = [
                CatalogIssue(position: 7, code: "GIFTCARD", reason: .missingPrice),
                CatalogIssue(position: 8, code: "REFUND", reason: .negativePrice(-5)),
                CatalogIssue(position: 9, code: nil, reason: .missingCode),
            ]
            return FakeProductCatalog(snapshot: CatalogFixtures.snapshot(issues: issues, fetchedAt: now))
        case .offline:
            let saved = CatalogFixtures.snapshot(fetchedAt: now.addingTimeInterval(-3 * 3600), source: .cache)
            return FakeProductCatalog([CatalogLoad(snapshot: saved, failure: .offline)])
        case .failing:
            let saved = CatalogFixtures.snapshot(fetchedAt: now.addingTimeInterval(-86_400), source: .cache)
            return FakeProductCatalog([
                CatalogLoad(
                    snapshot: saved,
                    failure: .httpStatus(code: 503, bodyExcerpt: "")),
                CatalogLoad(snapshot: fresh),
            ])
        case .unavailable:
            return FakeProductCatalog([
                CatalogLoad(snapshot: nil, failure: .offline), CatalogLoad(snapshot: fresh),
            ])
        case .empty:
            return FakeProductCatalog(snapshot: CatalogFixtures.snapshot([], fetchedAt: now))
        }
    }
}
