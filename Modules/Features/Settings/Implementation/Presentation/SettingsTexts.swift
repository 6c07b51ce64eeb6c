import Foundation
import Localization
import SettingsInterface

/// The words for settings and their values in one language.
struct SettingsTexts {
    let strings: Localizer

    /// The setting's name, e.g. "Language".
    func name(of key: SettingKey) -> String {
        switch key {
        case .language: strings[SettingsStrings.language]
        case .region: strings[SettingsStrings.region]
        case .environment: strings[SettingsStrings.environment]
        case .failureRate: strings[SettingsStrings.failureRate]
        case .theme: strings[SettingsStrings.theme]
        }
    }

    /// How `choice` reads in a picker and as a row's value.
    func label(of choice: SettingChoice) -> String {
        switch choice {
        case .language(nil): strings[SettingsStrings.automatic]
        // Endonyms: a user who cannot read the current language still finds their own.
        case .language(let language?): language.displayName
        case .region(nil): strings[SettingsStrings.regionAutomatic]
        case .region(let region?): regionName(region)
        case .environment(.mock), .environment(nil): strings[SettingsStrings.environmentMock]
        case .environment(.stage): strings[SettingsStrings.environmentStage]
        case .environment(.prod): strings[SettingsStrings.environmentProd]
        case .failureRate(nil): strings[SettingsStrings.featureDefault]
        case .failureRate(let rate?): percent(rate)
        case .theme(nil): strings[SettingsStrings.themeAutomatic]
        case .theme(.dark?): strings[SettingsStrings.themeDark]
        case .theme(.light?): strings[SettingsStrings.themeLight]
        case .theme(.noColor?): strings[SettingsStrings.themeNoColor]
        }
    }

    /// A region's name in the current language with its identifier: "Deutsch (Österreich) · de_AT".
    func regionName(_ region: Locale) -> String {
        let name = strings.locale.localizedString(forIdentifier: region.identifier) ?? region.identifier
        return "\(name) · \(region.identifier)"
    }

    /// A rate as a percentage in the current language: "20%", "20 %".
    func percent(_ rate: Double) -> String {
        rate.formatted(.percent.locale(strings.locale))
    }
}
