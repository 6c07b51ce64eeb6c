import Foundation
import Localization
import Networking
import SettingsInterface

/// What this run actually uses, resolved at launch from options, saved settings and the
/// environment; compared with the saved settings to tell which changes wait for the next start.
public struct ActiveSettings: Sendable, Hashable {
    /// The interface language in use.
    public var language: Language
    /// The formatting locale in use.
    public var locale: Locale
    /// The data source in use.
    public var environment: DataEnvironment
    /// The time zone dates are shown in.
    public var timeZone: TimeZone

    /// Values in use.
    public init(language: Language, locale: Locale, environment: DataEnvironment, timeZone: TimeZone) {
        self.language = language
        self.locale = locale
        self.environment = environment
        self.timeZone = timeZone
    }
}
