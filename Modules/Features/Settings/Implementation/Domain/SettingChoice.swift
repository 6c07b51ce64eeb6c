import Foundation
import Localization
import Networking
import SettingsInterface

/// One value a setting can be given in its picker; nil payloads mean "the default".
public enum SettingChoice: Sendable, Hashable {
    /// A language, or nil for automatic (the system's).
    case language(Language?)
    /// A formatting region, or nil for the language's own.
    case region(Locale?)
    /// A data source, or nil for the default (mock).
    case environment(DataEnvironment?)
    /// A failure rate, or nil for each feature's own.
    case failureRate(Double?)
    /// A theme, or nil to follow the terminal.
    case theme(InterfaceTheme?)

    /// The setting this choice is for.
    public var key: SettingKey {
        switch self {
        case .language: .language
        case .region: .region
        case .environment: .environment
        case .failureRate: .failureRate
        case .theme: .theme
        }
    }

    /// Every choice offered for `key`, the default first where there is one.
    public static func all(for key: SettingKey) -> [SettingChoice] {
        switch key {
        case .language: [.language(nil)] + Language.allCases.map { .language($0) }
        case .region: [.region(nil)] + SettingsCatalog.regions.map { .region($0) }
        case .environment: DataEnvironment.allCases.map { .environment($0) }
        case .failureRate: [.failureRate(nil)] + SettingsCatalog.failureRates.map { .failureRate($0) }
        case .theme: [.theme(nil)] + InterfaceTheme.allCases.map { .theme($0) }
        }
    }

    /// The choice `settings` currently holds for `key` (an unset environment is mock, the default).
    public static func current(_ key: SettingKey, in settings: AppSettings) -> SettingChoice {
        switch key {
        case .language: .language(settings.language)
        case .region: .region(settings.region)
        case .environment: .environment(settings.environment ?? .mock)
        case .failureRate: .failureRate(settings.failureRate)
        case .theme: .theme(settings.theme)
        }
    }

    /// `settings` with this choice applied.
    public func applied(to settings: AppSettings) -> AppSettings {
        var result = settings
        switch self {
        case .language(let language): result.language = language
        case .region(let region): result.region = region
        case .environment(let environment): result.environment = environment
        case .failureRate(let rate): result.failureRate = rate
        case .theme(let theme): result.theme = theme
        }
        return result
    }
}
