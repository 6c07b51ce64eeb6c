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
        let services = self.services
        container.register((any PacksSource).self) { resolver in
            services.fetcher
                ?? RemotePacksSource(
                    api: resolver.apiClient(for: RemotePacksSource.descriptor))
        }
        container.register((any PacksCache).self) { resolver in
            services.cache ?? PacksDatabaseCache(database: resolver.database)
        }
        container.register((any PacksArchive).self) { resolver in
            services.archive
                ?? PacksArchiveStore(
                    database: resolver.database, now: resolver.registered(WallClock.self).now)
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
