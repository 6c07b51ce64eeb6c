import AppCore
import DataStorage
import Foundation
import Localization
import Networking
import PricingInterface
import Swinject
import TerminalUI

/// The Pricing feature: the promotions tab, the rule set's mock route, its cache and the
/// `rules` command.
public struct PricingPlugin: FeaturePlugin {
    /// Pricing's scripting subcommands.
    public static let commands: [any PluginCommand.Type] = [RulesCommand.self]

    /// The routes Pricing's backend answers in mock and on mock-backend: `GET /pricing/rules`.
    public static var routes: [MockRoute] {
        [
            .resource(
                path: PricingAPI.rules.path, bundle: .module, name: BundledRules.resourceName,
                behavior: Self.mockBehavior)
        ]
    }

    // The promotions backend answers in 0.2 to 0.6 s and never fails by itself.
    private static let mockBehavior =
        MockBehavior.declared(latency: .milliseconds(200) ... .milliseconds(600))

    public let id = "pricing"
    private let assemblyValue: PricingAssembly
    /// The date "now" shows at start (a demo's, `--now`); nil: the system's.
    public let startsAt: Date?

    /// Live pricing (rules from the backend, or from `rulesFile`); `origin` pins "now" at start.
    public init(rulesFile: URL? = nil, origin: Date? = nil) {
        assemblyValue = PricingAssembly(rulesFile: rulesFile)
        startsAt = origin
    }

    /// Pricing by an injected service (demos).
    public init(service: any PricingService, origin: Date? = nil) {
        assemblyValue = PricingAssembly(service: service)
        startsAt = origin
    }

    public func title(_ localizer: Localizer) -> String { localizer[PricingStrings.title] }
    public var assembly: any Assembly { assemblyValue }
    public var storage: FeatureStorage? {
        FeatureStorage(PricingMigrations.all) { localizer in
            [
                StoredRecords(
                    table: PricingMigrations.ruleSetTable.name,
                    description: localizer[PricingStrings.dataSaved],
                    lastSync: PricingMigrations.ruleSetTable.lastSync(column: "fetchedAt"))
            ]
        }
    }
    public var mockRoutes: [MockRoute] { Self.routes }

    @MainActor public func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        let model = PromotionsViewModel(
            service: try resolver.require((any PricingService).self),
            clock: try resolver.require(WallClock.self))
        return PromotionsScreen(
            model: model,
            texts: PromotionTexts(describer: try resolver.require(LocalizedPromotionDescriber.self)))
    }
}
