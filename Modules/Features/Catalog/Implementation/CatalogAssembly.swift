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
    private let origin: Date?

    /// The live catalog; `origin` fixes "now" at start (e.g. `--now`), else the current date.
    public init(origin: Date? = nil) {
        self.catalog = nil
        self.origin = origin
    }

    /// An injected catalog (demos and tests).
    public init(catalog: any ProductCatalog, origin: Date? = nil) {
        self.catalog = catalog
        self.origin = origin
    }

    public func assemble(container: Container) {
        let (catalog, origin) = (self.catalog, self.origin)
        container.registerWallClock(startingAt: origin)
        container.register((any ProductCatalog).self) { resolver in
            if let catalog { return catalog }
            return LiveProductCatalog(
                http: resolver.resolve(HTTPClientFactory.self)!.client(for: CatalogAPI.service),
                cache: CatalogCache(database: resolver.resolve(AppDatabase.self)!),
                clock: resolver.resolve(WallClock.self)!)
        }.inObjectScope(.container)
        container.register(CatalogTexts.self) { resolver in
            CatalogTexts(
                localizer: resolver.resolve(Localizer.self)!, formatters: resolver.resolve(Formatters.self)!)
        }
    }
}
