import AppCore
import AppRunner
import Settings
import SettingsTesting

/// `settings-demo`: the Settings feature alone, over in-memory storage seeded by a scenario.
enum SettingsDemoApp: DemoApplication {
    typealias Scenario = SettingsScenario

    static let name = "settings-demo"
    static let abstract = "The Settings feature alone, over in-memory settings chosen by --scenario."

    static func plugins(_ options: Options) throws -> [any FeaturePlugin] {
        [SettingsPlugin(storage: options.scenario.makeStorage())]
    }
}

extension SettingsScenario: DemoScenario {
    /// What storage holds at launch in this scenario, for `--help`.
    public var summary: String {
        switch self {
        case .defaults: "nothing saved: every default applies"
        case .german: "German language with Austrian formats, stage data source, no simulated failures"
        case .corruptValue:
            "values a user can no longer use (an unsupported language, a rate out of range...): ignored"
        case .readOnly: "Polish saved, but the storage refuses every write, so saving reports an error"
        }
    }
}
