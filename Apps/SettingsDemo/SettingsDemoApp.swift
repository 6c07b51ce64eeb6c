import AppCore
import AppRunner
import Settings
import SettingsTesting

/// `settings-demo`: the Settings feature alone, over in-memory storage seeded by a scenario.
enum SettingsDemoApp: DemoApplication {
    typealias Scenario = SettingsScenario

    static let name = "settings-demo"
    static var abstract: String { SettingsDemoStrings.abstract.commandLineText }

    static func plugins(_ options: Options) throws -> [any FeaturePlugin] {
        [SettingsPlugin(storage: options.scenario.makeStorage())]
    }
}

extension SettingsScenario: DemoScenario {
    /// What storage holds at launch in this scenario, for `--help`.
    public var summary: String {
        switch self {
        case .defaults: SettingsDemoStrings.scenarioDefaults.commandLineText
        case .german: SettingsDemoStrings.scenarioGerman.commandLineText
        case .corruptValue: SettingsDemoStrings.scenarioCorruptValue.commandLineText
        case .readOnly: SettingsDemoStrings.scenarioReadOnly.commandLineText
        }
    }
}
