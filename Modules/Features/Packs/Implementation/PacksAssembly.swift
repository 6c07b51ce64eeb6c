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
                    api: resolver.packsRequired(HTTPClientFactory.self).apiClient(
                        for: LivePacksService.descriptor))
        }
        container.register((any PacksCaching).self) { resolver in
            services.cache ?? PacksDatabaseCache(database: resolver.packsRequired(AppDatabase.self))
        }
        container.register((any PackArchiving).self) { resolver in
            services.archive
                ?? PacksArchiveStore(database: resolver.packsRequired(AppDatabase.self), now: services.now)
        }
        container.register(PacksRepository.self) { resolver in
            PacksRepository(
                fetcher: resolver.packsRequired((any PacksFetching).self),
                cache: resolver.packsRequired((any PacksCaching).self), now: services.now)
        }
        container.register(PackTexts.self) { resolver in
            PackTexts(
                localizer: resolver.packsRequired(Localizer.self),
                formatters: resolver.packsRequired(Formatters.self))
        }
    }
}

extension Resolver {
    /// The registered `type`; a missing core registration is a wiring bug the composition tests catch.
    func packsRequired<Service>(_ type: Service.Type) -> Service {
        guard let service = resolve(type) else {
            preconditionFailure("Packs: \(type) is not registered; is the app built with AppBootstrap?")
        }
        return service
    }
}
