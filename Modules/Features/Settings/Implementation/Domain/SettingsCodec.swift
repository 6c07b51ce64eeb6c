import Foundation
import Localization
import Networking
import SettingsInterface

/// Converts settings to and from their stored text, rejecting values that can no longer be
/// used (an unsupported language, an unknown region, a rate outside 0...1) with a reason.
public enum SettingsCodec {
    /// The stored text of each setting of `settings` (nil for "not chosen").
    public static func encode(_ settings: AppSettings) -> [SettingKey: String?] {
        [
            .language: settings.language?.rawValue,
            .region: settings.region?.identifier,
            .environment: settings.environment?.rawValue,
            .failureRate: settings.failureRate.map { encode(rate: $0) },
            .theme: settings.theme?.rawValue,
        ]
    }

    /// A rate as stored: plain decimal text with a dot, e.g. "0.2".
    public static func encode(rate: Double) -> String {
        // Decimal's description never uses exponents or locale separators.
        "\(Decimal(rate).rounded(places: 4))"
    }

    /// Decodes the text stored for each key into settings, collecting every ignored value.
    public static func decode(_ stored: [SettingKey: String]) -> (AppSettings, [SettingsIssue]) {
        var settings = AppSettings.defaults
        var issues: [SettingsIssue] = []
        func reject(_ key: SettingKey, _ reason: String) {
            issues.append(SettingsIssue(key: key, storedValue: stored[key], reason: reason))
        }
        if let text = stored[.language] {
            if let language = Language(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) {
                settings.language = language
            } else {
                let supported = Language.allCases.map(\.rawValue).joined(separator: ", ")
                reject(.language, "not a supported language (\(supported))")
            }
        }
        if let text = stored[.region] {
            if let region = SettingsCatalog.region(identifier: text.trimmingCharacters(in: .whitespaces)) {
                settings.region = region
            } else {
                let offered = SettingsCatalog.regions.map(\.identifier).joined(separator: ", ")
                reject(.region, "not an offered region (\(offered))")
            }
        }
        if let text = stored[.environment] {
            if let environment = DataEnvironment(
                rawValue: text.trimmingCharacters(in: .whitespaces).lowercased())
            {
                settings.environment = environment
            } else {
                reject(.environment, "not an environment (mock, stage, prod)")
            }
        }
        if let text = stored[.failureRate] {
            if let rate = Double(text.trimmingCharacters(in: .whitespaces)),
                SettingsCatalog.isValidFailureRate(rate)
            {
                settings.failureRate = rate
            } else {
                reject(.failureRate, "not a number from 0 to 1")
            }
        }
        if let text = stored[.theme] {
            if let theme = InterfaceTheme(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) {
                settings.theme = theme
            } else {
                let themes = InterfaceTheme.allCases.map(\.rawValue).joined(separator: ", ")
                reject(.theme, "not a theme (\(themes))")
            }
        }
        return (settings, issues)
    }
}

extension Decimal {
    /// This value rounded half-up to `places` fraction digits.
    fileprivate func rounded(places: Int) -> Decimal {
        var source = self
        var result = Decimal()
        NSDecimalRound(&result, &source, places, .plain)
        return result
    }
}
