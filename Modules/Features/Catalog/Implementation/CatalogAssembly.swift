import AppCore
import CatalogInterface
import DataStorage
import Formatting
import Foundation
import Localization
import Networking
import RemoteContent
import Swinject

/// Registers the ``CatalogService`` other features resolve: live from the backend with an
/// offline copy, or one injected by a demo.
public struct CatalogAssembly: Assembly, Sendable {
    private let catalog: (any CatalogService)?

    /// The live catalog, or `catalog` when given (demos, tests).
    public init(catalog: (any CatalogService)? = nil) {
        self.catalog = catalog
    }

    public func assemble(container: Container) {
        container.registerService((any CatalogService).self, injected: self.catalog) { resolver in
            LiveCatalogService(
                backend: resolver.backend(for: CatalogAPI.service),
                cache: CatalogCache(database: resolver.database))
        }
        container.registerTexts(CatalogTexts.init)
    }
}
