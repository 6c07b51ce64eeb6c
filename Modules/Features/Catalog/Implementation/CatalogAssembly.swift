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
        let catalog = self.catalog
        container.register((any ProductCatalog).self) { resolver in
            if let catalog { return catalog }
            return LiveProductCatalog(
                http: resolver.registered(HTTPClientFactory.self).client(for: CatalogAPI.service),
                cache: CatalogCache(database: resolver.registered(AppDatabase.self)),
                clock: resolver.registered(WallClock.self))
        }.inObjectScope(.container)
        container.register(CatalogTexts.self) { resolver in
            CatalogTexts(
                localizer: resolver.registered(Localizer.self),
                formatters: resolver.registered(Formatters.self))
        }
    }
}
