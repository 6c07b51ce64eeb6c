import AppCore
import DataStorage
import Foundation
import Localization
import Networking
import SettingsInterface
import Swinject
import TerminalUI

/// The Settings feature: language, formatting region, data source and simulated failure rate,
/// saved in the app's key-value store; a language applies at once, the rest on the next start
/// (see ``launchPreferences(_:)``).
public struct SettingsPlugin: FeaturePlugin {
    public let id = "settings"
    private let settingsStorage: (any SettingsStorage)?

    /// The real feature, with settings in the app's key-value store; or over `storage` when given
    /// (demos and tests: an in-memory one).
    public init(storage: (any SettingsStorage)? = nil) {
        self.settingsStorage = storage
    }

    /// The `settings` subcommand (show, set, reset) for scripts.
    public static let commands: [any PluginCommand.Type] = [SettingsCommand.self]

    public func title(_ localizer: Localizer) -> String {
        localizer[SettingsStrings.title]
    }

    public var assembly: any Assembly { SettingsAssembly(storage: settingsStorage) }

    @MainActor public func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        SettingsScreen(model: try SettingsViewModel.resolve(from: resolver))
    }

    /// The saved settings that apply at launch; unusable saved values are ignored with a log line.
    public func launchPreferences(_ store: KeyValueStore) -> LaunchPreferences {
        let service = StoredSettingsService(storage: settingsStorage ?? KeyValueSettingsStorage(store: store))
        return LaunchPreferences(service.load(logsIssues: true).settings)
    }
}

extension LaunchPreferences {
    /// The launch preferences `settings` ask for.
    init(_ settings: AppSettings) {
        self.init(
            language: settings.language, region: settings.region,
            environment: settings.environment,
            failureRate: settings.failureRate,
            theme: settings.theme.map { theme in
                switch theme {
                case .dark: .dark
                case .light: .light
                case .noColor: .noColor
                }
            })
    }
}

extension SettingsViewModel {
    /// A view model wired from `resolver` (the composition root).
    static func resolve(from resolver: any Resolver) throws -> SettingsViewModel {
        SettingsViewModel(
            service: try resolver.require(StoredSettingsService.self),
            active: try resolver.require(ActiveSettings.self),
            localizer: try resolver.require(Localizer.self),
            liveLanguage: resolver.resolve(LiveLanguage.self), data: resolver.resolve(AppDataService.self))
    }
}
