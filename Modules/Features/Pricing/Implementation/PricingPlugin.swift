import AppCore
import DataStorage
import Foundation
import Localization
import Networking
import PricingInterface
import PricingMocks
import Swinject
import TerminalUI

/// The Pricing feature: the promotions tab, the rule set's mock route, its cache and the
/// `rules` command.
public struct PricingPlugin: FeaturePlugin {
    /// Pricing's scripting subcommands.
    public static let commands: [any PluginCommand.Type] = [RulesCommand.self]

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
    /// `GET /pricing/rules` and its bundled rules (``PricingMocks``).
    public var mockRoutes: [MockRoute] { PricingMocks.routes }

    @MainActor public func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        let model = PromotionsViewModel(
            service: try resolver.require((any PricingService).self),
            clock: try resolver.require(WallClock.self))
        return PromotionsScreen(
            model: model,
            texts: PromotionTexts(describer: try resolver.require(LocalizedPromotionDescriber.self)))
    }
}
