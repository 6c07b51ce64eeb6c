import Foundation
import Localization
import Networking
import SettingsInterface

/// What this run actually uses, resolved at launch from options, saved settings and the
/// environment; compared with the saved settings to tell which changes wait for the next start.
struct ActiveSettings: Sendable, Hashable {
    /// The interface language in use.
    var language: Language
    /// The formatting locale in use.
    var locale: Locale
    /// The data source in use.
    var environment: DataEnvironment
    /// The time zone dates are shown in.
    var timeZone: TimeZone
    /// Which conventions formatting follows in each language (the environment's region, where it
    /// applies, unless a region is saved): what a change of language or region would give.
    var region = FormattingRegion()
}
