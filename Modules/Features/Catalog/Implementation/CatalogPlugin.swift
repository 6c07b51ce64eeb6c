import AppCore
import CatalogInterface
import CatalogMocks
import DataStorage
import Foundation
import Localization
import Networking
import Swinject
import TerminalUI

/// The Catalog feature: the product list tab, `GET /products` in mock, its offline copy and the
/// `products` command. `--data-file` replaces the product list.
public struct CatalogPlugin: FeaturePlugin {
    /// Catalog's scripting subcommands.
    public static let commands: [any PluginCommand.Type] = [ProductsCommand.self]

    public let id = "catalog"
    private let assemblyValue: CatalogAssembly
    /// The date "now" shows at start (a demo's, `--now`); nil: the system's.
    public let startsAt: Date?

    /// The live catalog, or `catalog` when given (demos); `origin` pins "now" at start.
    public init(catalog: (any CatalogService)? = nil, origin: Date? = nil) {
        assemblyValue = CatalogAssembly(catalog: catalog)
        startsAt = origin
    }

    public func title(_ localizer: Localizer) -> String { localizer[CatalogStrings.title] }
    public var assembly: any Assembly { assemblyValue }
    public var storage: FeatureStorage? {
        FeatureStorage(
            CatalogMigrations.all, offlineList: CatalogMigrations.tables, described: CatalogStrings.dataSaved)
    }
    /// `GET /products` and its bundled sample (``CatalogMocks``).
    public var mockRoutes: [MockRoute] { CatalogMocks.routes }
    public var dataFileRoute: String? { CatalogAPI.products.path }

    @MainActor public func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        let model = CatalogViewModel(
            catalog: try resolver.require((any CatalogService).self),
            clock: try resolver.require(WallClock.self))
        // The cart is the Cart feature's, when the app has one (the store); the catalog alone has none.
        return CatalogScreen(
            model: model,
            source: CatalogList(
                texts: try resolver.require(CatalogTexts.self),
                cart: resolver.resolve((any CatalogCart).self)))
    }
}
