import Foundation
import Localization
import SettingsInterface

/// The choices the Settings screen offers, and the rules saved values must follow.
public enum SettingsCatalog {
    /// Regions offered for formatting, besides "same as the language".
    public static let regions: [Locale] = [
        "en_US", "en_GB", "de_DE", "de_AT", "de_CH", "pl_PL", "es_ES", "es_MX",
    ].map { Locale(identifier: $0) }

    /// Failure rates offered for the mock environment, besides "each feature's own".
    public static let failureRates: [Double] = [0, 0.1, 0.2, 0.5, 1]

    /// The offered region with `identifier` (`de_AT`, also `de-AT`), or nil when it is not offered.
    public static func region(identifier: String) -> Locale? {
        let normalized = identifier.replacingOccurrences(of: "-", with: "_")
        return regions.first { $0.identifier == normalized }
    }

    /// Whether `rate` is a usable failure rate (a probability).
    public static func isValidFailureRate(_ rate: Double) -> Bool {
        rate.isFinite && (0...1).contains(rate)
    }
}
