import AppCore
import AppRunner
import AppRunnerTestSupport
import ArgumentParser
import Foundation
import Localization
import MosaicTestSupport
import SettingsInterface
import SettingsTesting
import Synchronization
import TerminalUI
@testable import Settings

/// Settings over its real key-value storage, or over a demo scenario's in-memory storage.
enum SettingsTestApp: MosaicApplication {
    struct Options: ParsableArguments {
        @Option var scenario: String?
        init() {}
        func validate() throws {
            if let scenario, SettingsScenario(rawValue: scenario) == nil {
                throw ValidationError(
                    "Unknown scenario '\(scenario)'. Scenarios: "
                        + SettingsScenario.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }
    }

    static let name = "settings-test"
    static let abstract = "Settings for tests."
    static let commands: [any PluginCommand.Type] = SettingsPlugin.commands

    static func plugins(_ options: Options) throws -> [any FeaturePlugin] {
        guard let name = options.scenario, let scenario = SettingsScenario(rawValue: name) else {
            return [SettingsPlugin()]
        }
        return [SettingsPlugin(storage: scenario.makeStorage())]
    }
}

/// Runs ``SettingsTestApp`` with `arguments` in a pinned environment and captures both streams.
@MainActor
func runSettings(_ arguments: [String], environment: [String: String] = ["LANG": "en_US.UTF-8"]) async
    -> AppRun
{
    await MosaicMain<SettingsTestApp>.runCapturing(arguments, environment: environment, timeZone: utc)
}

/// A path for a database file in a fresh temporary directory (removed by `cleanUp`).
func temporaryStore() -> (path: String, cleanUp: @Sendable () -> Void) {
    let directory = FileManager.default.temporaryDirectory.appending(path: "settings-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return (
        directory.appending(path: "app.sqlite").path, { try? FileManager.default.removeItem(at: directory) }
    )
}

/// The app context a start with `arguments` gets (the database at `--store` is opened and migrated).
@MainActor
func launch(
    _ arguments: [String], environment: [String: String] = [:],
    plugins: [any FeaturePlugin] = [SettingsPlugin()]
) throws -> AppContext {
    try pluginContext(plugins, arguments: arguments, environment: environment, appName: "settings-test")
}

/// A view model over `storage` as a run in English (mock, en_US, UTC) would have it.
@MainActor
func makeViewModel(
    _ storage: any SettingsStorage,
    active: ActiveSettings = ActiveSettings(
        language: .en, locale: Language.en.locale, environment: .mock, timeZone: utc)
) -> SettingsViewModel {
    SettingsViewModel(
        service: StoredSettingsService(storage: storage), active: active,
        localizer: Localizer(language: active.language))
}
