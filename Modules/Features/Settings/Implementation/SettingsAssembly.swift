import AppCore
import DataStorage
import Formatting
import Localization
import Networking
import SettingsInterface
import Swinject

/// Registers Settings' storage, its service (also as ``SettingsService`` for other
/// features) and what this run uses.
public struct SettingsAssembly: Assembly {
    private let storage: (any SettingsStorage)?

    /// Settings kept in `storage`, or in the app's key-value store when nil.
    public init(storage: (any SettingsStorage)? = nil) {
        self.storage = storage
    }

    public func assemble(container: Container) {
        container.registerService((any SettingsStorage).self, injected: storage) { resolver in
            KeyValueSettingsStorage(store: resolver.registered(KeyValueStore.self))
        }
        container.register(StoredSettingsService.self) { resolver in
            StoredSettingsService(storage: resolver.registered((any SettingsStorage).self))
        }.inObjectScope(.container)
        container.register((any SettingsService).self) { resolver in
            resolver.registered(StoredSettingsService.self)
        }
        container.register(ActiveSettings.self) { resolver in
            let formatters = resolver.registered(Formatters.self)
            let environment = resolver.resolve(NetworkEnvironment.self)?.name ?? .mock
            return ActiveSettings(
                language: resolver.registered(Localizer.self).language, locale: formatters.locale,
                environment: environment,
                timeZone: formatters.timeZone,
                region: resolver.resolve(FormattingRegion.self) ?? FormattingRegion())
        }
    }
}
