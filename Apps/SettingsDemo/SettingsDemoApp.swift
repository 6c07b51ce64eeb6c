import AppCore
import ArgumentParser
import Settings
import SettingsTesting

/// `settings-demo`: the Settings feature alone, over in-memory storage seeded by a scenario.
enum SettingsDemoApp: MosaicApplication {
    struct Options: ParsableArguments {
        static let names = SettingsScenario.allCases.map(\.rawValue).joined(separator: ", ")

        @Option(help: ArgumentHelp("What is saved at launch: \(names).", valueName: "name"))
        var scenario: String = SettingsScenario.defaults.rawValue

        init() {}

        func validate() throws {
            guard SettingsScenario(rawValue: scenario) != nil else {
                throw ValidationError("Unknown scenario '\(scenario)'. Scenarios: \(Self.names).")
            }
        }
    }

    static let name = "settings-demo"
    static let abstract = "The Settings feature alone, over in-memory settings chosen by --scenario."

    static func plugins(_ options: Options) throws -> [any FeaturePlugin] {
        let scenario = SettingsScenario(rawValue: options.scenario) ?? .defaults
        return [SettingsPlugin(storage: scenario.makeStorage())]
    }
}
