import AppCore
import DataStorage
import Formatting
import Localization
import Networking
import PacksInterface
import Swinject

/// Registers the Packs feature's services: fetcher, cache, archive, repository and texts.
public struct PacksAssembly: Assembly {
    private let services: PacksServices

    /// Wires the live services, replaced by those `services` provides.
    public init(services: PacksServices = .live) {
        self.services = services
    }

    public func assemble(container: Container) {
        container.registerService((any PacksSource).self, injected: services.fetcher) { resolver in
            RemotePacksSource(api: resolver.apiClient(for: RemotePacksSource.descriptor))
        }
        container.registerService((any PacksCache).self, injected: services.cache) { resolver in
            PacksDatabaseCache(database: resolver.database)
        }
        container.registerService((any PacksArchive).self, injected: services.archive) { resolver in
            PacksArchiveStore(database: resolver.database, now: resolver.registered(WallClock.self).now)
        }
        container.register(PacksRepository.self) { resolver in
            PacksRepository(
                fetcher: resolver.registered((any PacksSource).self),
                cache: resolver.registered((any PacksCache).self),
                now: resolver.registered(WallClock.self).now)
        }
        container.registerTexts(PackTexts.init)
    }
}
