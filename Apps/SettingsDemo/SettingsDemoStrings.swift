import Foundation
import Localization

/// The words of `--help`: what the demo is and what each scenario shows (Apps/SettingsDemo/Resources).
enum SettingsDemoStrings: String, LocalizedKey, CaseIterable {
    case abstract = "settingsDemo.abstract"
    case scenarioDefaults = "settingsDemo.scenario.defaults"
    case scenarioGerman = "settingsDemo.scenario.german"
    case scenarioCorruptValue = "settingsDemo.scenario.corruptValue"
    case scenarioReadOnly = "settingsDemo.scenario.readOnly"

    static var bundle: Bundle { .module }
}
