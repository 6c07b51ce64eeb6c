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
        container.register((any PacksFetching).self) { resolver in
            services.fetcher
                ?? LivePacksService(
                    api: resolver.apiClient(for: LivePacksService.descriptor))
        }
        container.register((any PacksCaching).self) { resolver in
            services.cache ?? PacksDatabaseCache(database: resolver.database)
        }
        container.register((any PackArchiving).self) { resolver in
            services.archive
                ?? PacksArchiveStore(database: resolver.database, now: services.now)
        }
        container.register(PacksRepository.self) { resolver in
            PacksRepository(
                fetcher: resolver.registered((any PacksFetching).self),
                cache: resolver.registered((any PacksCaching).self), now: services.now)
        }
        container.registerTexts(PackTexts.init)
    }
}
