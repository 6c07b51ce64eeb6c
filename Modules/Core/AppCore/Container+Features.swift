import DataStorage
import Formatting
import Localization
import Networking
import Swinject

extension Container {
    /// Registers a feature's texts, made from the user's localizer and formatters:
    /// `container.registerTexts(CatalogTexts.init)`.
    public func registerTexts<Texts>(_ make: @escaping (Localizer, Formatters) -> Texts) {
        register(Texts.self) { resolver in
            make(resolver.registered(Localizer.self), resolver.registered(Formatters.self))
        }
    }

    /// Registers the service a feature provides: `injected` when a demo or a test gave one, else
    /// the one `live` makes, kept for the container's life (one cache, one connection pool).
    public func registerService<Service>(
        _ type: Service.Type, injected: Service?, live: @escaping (any Resolver) -> Service
    ) {
        register(type) { resolver in injected ?? live(resolver) }.inObjectScope(.container)
    }
}

extension Resolver {
    /// The HTTP client of `service` in the app's environment (mock, stage, production, a file).
    public func httpClient(for service: ServiceDescriptor) -> any HTTPClient {
        registered(HTTPClientFactory.self).client(for: service)
    }

    /// The JSON API client of `service` in the app's environment.
    public func apiClient(for service: ServiceDescriptor) -> APIClient {
        registered(HTTPClientFactory.self).apiClient(for: service)
    }

    /// The app's database.
    public var database: AppDatabase { registered(AppDatabase.self) }
}
