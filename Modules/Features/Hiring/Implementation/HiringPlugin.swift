import AppCore
import DataStorage
import Foundation
import HiringInterface
import Localization
import Networking
import Swinject
import TerminalUI

/// The Hiring feature: the Fetch hiring list grouped by list, `GET /hiring.json` (the brief's S3
/// bucket in prod), its offline copy and the `list` command. `--data-file` replaces the list.
public struct HiringPlugin: FeaturePlugin {
    /// Hiring's scripting subcommands.
    public static let commands: [any PluginCommand.Type] = [HiringListCommand.self]

    /// The routes the hiring backend answers in mock and on mock-backend: `GET /hiring.json`.
    public static var routes: [MockRoute] {
        [.resource(path: HiringAPI.path, bundle: .module, name: "hiring", behavior: mockBehavior)]
    }

    // An S3 object answers quickly; the mock takes 0.2 to 0.6 s and does not fail by itself.
    private static let mockBehavior = MockBehavior.declared(
        latency: .milliseconds(200) ... .milliseconds(600))

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
    public var mockRoutes: [MockRoute] { Self.routes }
    public var dataFileRoute: String? { HiringAPI.path }

    @MainActor public func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        let model = HiringViewModel(
            list: try resolver.require((any HiringService).self),
            clock: try resolver.require(WallClock.self))
        return HiringScreen(model: model, texts: try resolver.require(HiringTexts.self))
    }
}
