import AppCore
import DataStorage
import Foundation
import Localization
import Networking
import PacksInterface
import PacksMocks
import Swinject
import TerminalUI

/// The Packs feature as an app plugin: InPost parcel tracking with its list, details, archive,
/// offline copy and the `list`, `archive` and `unarchive` subcommands.
public struct PacksPlugin: FeaturePlugin {
    public let id = "packs"
    /// The services used (live unless replaced).
    public let services: PacksServices
    /// The date "now" shows at start (a demo's, a test's); nil: the system's.
    public let startsAt: Date?

    /// The plugin with `services` (live by default; demos pass fakes); `origin` pins "now" at
    /// start (sync stamps and relative times read the app's one clock).
    public init(services: PacksServices = .live, origin: Date? = nil) {
        self.services = services
        self.startsAt = origin
    }

    /// The subcommands every app hosting the plugin offers.
    public static let commands: [any PluginCommand.Type] = [
        PacksListCommand.self, PacksArchiveCommand.self, PacksUnarchiveCommand.self,
    ]

    /// The language of the parcels product: Polish, as the brief had it (apps use it as their default).
    public static let defaultLanguage = Language.pl

    public func title(_ localizer: Localizer) -> String { localizer[PacksStrings.title] }

    public var assembly: any Assembly { PacksAssembly(services: services) }

    /// The offline copy (the parcels of the stored body, or of the per-parcel rows) and the archive.
    public var storage: FeatureStorage? {
        FeatureStorage(
            PacksMigrations.all, offlineList: PacksMigrations.tables, described: PacksStrings.dataSaved
        ) {
            [StoredRecords(table: PacksMigrations.archivedTable, description: $0[PacksStrings.dataArchived])]
        }
    }

    /// `GET /packs` and its bundled sample (``PacksMocks``).
    public var mockRoutes: [MockRoute] { PacksMocks.routes }

    public var dataFileRoute: String? { PacksAPI.path }

    @MainActor public func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        PacksListScreen(model: try PacksComposition.viewModel(resolver))
    }
}

/// Builds the feature's main-actor objects from a container (the composition root's job).
enum PacksComposition {
    @MainActor static func viewModel(_ resolver: any Resolver) throws -> PacksListViewModel {
        let clock = try resolver.require(WallClock.self)
        return PacksListViewModel(
            repository: try resolver.require(PacksRepository.self),
            archive: try resolver.require((any PacksArchive).self),
            texts: try resolver.require(PackTexts.self), now: { clock.now() })
    }
}
