import DataStorage
import Foundation
import Localization
import Networking
import TerminalUI

/// Choices a user made inside an app that take effect on its next start (Settings'
/// language, region, environment, failure rate).
///
/// Precedence at launch: a command-line option, then these, then the locale
/// environment variables, then the app's defaults.
public struct LaunchPreferences: Sendable, Equatable {
    /// The language to show.
    public var language: Language?
    /// The locale numbers, money and dates are formatted in (e.g. "de_DE"), when not the language's own.
    public var region: Locale?
    /// Where data comes from.
    public var environment: DataEnvironment?
    /// The mock environment's failure rate.
    public var failureRate: Double?
    /// The colours of every screen (`--no-color` and `NO_COLOR` still win).
    public var theme: Theme?

    public init(
        language: Language? = nil, region: Locale? = nil, environment: DataEnvironment? = nil,
        failureRate: Double? = nil, theme: Theme? = nil
    ) {
        self.theme = theme
        self.language = language
        self.region = region
        self.environment = environment
        self.failureRate = failureRate
    }

    /// No stored preferences.
    public static let none = LaunchPreferences()

    /// `self`, with any value `other` sets taking precedence.
    public func overridden(by other: LaunchPreferences) -> LaunchPreferences {
        LaunchPreferences(
            language: other.language ?? language, region: other.region ?? region,
            environment: other.environment ?? environment, failureRate: other.failureRate ?? failureRate,
            theme: other.theme ?? theme)
    }
}
