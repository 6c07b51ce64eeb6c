import AppCore
import DataStorage
import Foundation
import HiringInterface
import HiringMocks
import Localization
import Networking
import Swinject
import TerminalUI

/// The Hiring feature: the Fetch hiring list grouped by list, `GET /hiring.json` (the brief's S3
/// bucket in prod), its offline copy and the `list` command. `--data-file` replaces the list.
public struct HiringPlugin: FeaturePlugin {
    /// Hiring's scripting subcommands.
    public static let commands: [any PluginCommand.Type] = [HiringListCommand.self]

    public let id = "hiring"
    private let assemblyValue: HiringAssembly
    /// The date "now" shows at start (a demo's, `--now`); nil: the system's.
    public let startsAt: Date?

    /// The live list, or `list` when given (demos); `origin` pins "now" at start.
    public init(list: (any HiringService)? = nil, origin: Date? = nil) {
        assemblyValue = HiringAssembly(list: list)
        startsAt = origin
    }

    public func title(_ localizer: Localizer) -> String { localizer[HiringStrings.title] }
    public var assembly: any Assembly { assemblyValue }
    public var storage: FeatureStorage? {
        FeatureStorage(
            HiringMigrations.all, offlineList: HiringMigrations.tables, described: HiringStrings.dataSaved)
    }
    /// `GET /hiring.json` and its bundled sample (``HiringMocks``).
    public var mockRoutes: [MockRoute] { HiringMocks.routes }
    public var dataFileRoute: String? { HiringAPI.path }

    @MainActor public func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        let model = HiringViewModel(
            list: try resolver.require((any HiringService).self),
            clock: try resolver.require(WallClock.self))
        return HiringScreen(model: model, texts: try resolver.require(HiringTexts.self))
    }
}
