import AppCore
import CatalogInterface
import DataStorage
import Formatting
import Foundation
import Localization
import Networking
import Swinject

/// Registers the ``ProductCatalog`` other features resolve: live from the backend with an
/// offline copy, or one injected by a demo.
public struct CatalogAssembly: Assembly, Sendable {
    private let catalog: (any ProductCatalog)?

    /// The live catalog.
    public init() {
        self.catalog = nil
    }

    /// An injected catalog (demos and tests).
    public init(catalog: any ProductCatalog) {
        self.catalog = catalog
    }

    public func assemble(container: Container) {
        container.registerService((any ProductCatalog).self, injected: self.catalog) { resolver in
            LiveProductCatalog(
                http: resolver.httpClient(for: CatalogAPI.service),
                cache: CatalogCache(database: resolver.database),
                clock: resolver.registered(WallClock.self))
        }
        container.registerTexts(CatalogTexts.init)
    }
}
