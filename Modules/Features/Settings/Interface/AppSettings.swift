import Foundation
import Localization
import Networking

/// The user's saved app-wide preferences; `nil` means "not chosen": the default applies.
///
/// Saved values take effect on the next start (a command-line option still wins over them).
public struct AppSettings: Sendable, Hashable {
    /// The interface language; nil follows `LC_ALL`/`LC_MESSAGES`/`LANG`, then the app's default.
    public var language: Language?
    /// The locale numbers, money and dates are formatted in; nil uses the language's own locale.
    public var region: Locale?
    /// Where data comes from; nil is the default (mock).
    public var environment: DataEnvironment?
    /// The probability (0...1) that a mock request fails; nil keeps each feature's own rate.
    public var failureRate: Double?
    /// The colours of every screen; nil follows the terminal.
    public var theme: InterfaceTheme?

    /// Creates settings; every value defaults to "not chosen".
    public init(
        language: Language? = nil, region: Locale? = nil, environment: DataEnvironment? = nil,
        failureRate: Double? = nil, theme: InterfaceTheme? = nil
    ) {
        self.theme = theme
        self.language = language
        self.region = region
        self.environment = environment
        self.failureRate = failureRate
    }

    /// Nothing chosen: every default applies.
    public static let defaults = AppSettings()
}
