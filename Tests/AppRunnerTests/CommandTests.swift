import AppCore
import AppRunner
import AppRunnerTestSupport
import DataStorage
import Foundation
import Localization
import MosaicTestSupport
import Output
import Swinject
import TerminalUI
import Testing

/// Plugin subcommands: table and JSON listings, failures with their exit codes, storage errors.
@MainActor @Suite struct CommandTests {
    @Test func listPrintsAnAlignedTable() async {
        let run = await runApp(SampleApp.self, ["list", "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                ID  NAME
                --  -------
                 1  Apple
                 2  Żółw 🐢
                 3  Kiwi

                """)
    }

    @Test func listPrintsStableJSON() async throws {
        let run = await runApp(SampleApp.self, ["list", "--format", "json", "--store", "memory"])
        #expect(run.status == 0)
        let items = try JSONDecoder().decode([SampleItem].self, from: Data(run.stdout.utf8))
        #expect(items.map(\.id) == [1, 2, 3])
        #expect(
            run.stdout.contains("\"id\" : 1,\n    \"name\" : \"Apple\""), "keys are sorted and pretty-printed"
        )
        #expect(!run.stdout.contains("\u{1B}"))
    }

    @Test func unknownIdExits65() async {
        let run = await runApp(SampleApp.self, ["show", "42", "--store", "memory"])
        #expect(run.status == 65)
        #expect(run.stderr == "error: no item with id 42\n")
    }

    @Test func subcommandsTakeTheSharedOptions() async {
        let run = await runApp(
            SampleApp.self, ["show", "2", "--store", "memory", "--failure-rate", "1", "--seed", "3"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("503"))
    }

    @Test func unopenableStoreExits73NamingTheFile() async throws {
        let path = temporaryPath("not-a-db.sqlite")
        try Data("this is not sqlite".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await runApp(SampleApp.self, ["--plain", "--store", path])
        #expect(run.status == 73)
        #expect(run.stderr.contains(path), "\(run.stderr)")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: path)) == Data("this is not sqlite".utf8),
            "left untouched")
    }

    @Test func pluginMigrationsRunInTheAppDatabase() async throws {
        let path = temporaryPath("app.sqlite")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await runApp(SampleApp.self, ["list", "--store", path])
        #expect(run.status == 0, "\(run.stderr)")
        let tables = try shell(
            "sqlite3", path, "SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")
        #expect(tables.contains("sample_visit"), "\(tables)")
    }

    @Test func tableSanitizesAndMeasuresCells() {
        let table = TextTable(
            columns: [.init("A"), .init("B", alignment: .right)],
            rows: [["漢字", "1"], ["x\u{1B}[2Jy", "22"]])
        #expect(table.render() == "A      B\n----  --\n漢字   1\nxy    22")
    }

    private func shell(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Composition: every registration of the sample app's container resolves; stored
/// preferences apply at launch with the documented precedence.
@MainActor @Suite struct CompositionAndPreferenceTests {
    @Test func everyRegistrationResolves() throws {
        let context = try pluginContext([SamplePlugin()])
        let names = context.registrations.map(\.typeName)
        #expect(names.contains { $0.hasSuffix("SampleService") })
        #expect(names.contains { $0.hasSuffix("HTTPClientFactory") })
        #expect(names.contains { $0.hasSuffix("KeyValueStore") })
        for registration in context.registrations where !registration.requiresArguments {
            #expect(registration.resolves(in: context.resolver), "\(registration) resolves")
        }
    }

    @Test func storedPreferencesApplyBetweenOptionsAndEnvironment() async throws {
        let path = temporaryPath("prefs.sqlite")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // A first run stores a language choice the way a Settings feature would.
        let first = try pluginContext([PreferencePlugin()], arguments: ["--store", path])
        try first.resolver.require(KeyValueStore.self).set("de", for: PreferencePlugin.languageKey)

        // LANG says Polish, the stored choice says German: the stored choice wins.
        let stored = await runApp(
            PreferenceApp.self, ["--plain", "--store", path], environment: ["LANG": "pl_PL.UTF-8"])
        #expect(stored.stdout.contains("beenden"), "\(stored.stdout)")
        // --language beats the stored choice.
        let explicit = await runApp(PreferenceApp.self, ["--plain", "--store", path, "--language", "es"])
        #expect(explicit.stdout.contains("salir"))
    }
}

/// A plugin that stores a language the way a Settings feature does.
struct PreferencePlugin: FeaturePlugin {
    static let languageKey = StorageKey<String>(namespace: "test", name: "language")
    let id = "preferences"
    func title(_ localizer: Localizer) -> String { "Preferences" }
    var assembly: any Assembly { SampleAssembly() }
    @MainActor func makeRootScreen(_ resolver: any Resolver) throws -> any Screen { StaticScreen() }
    func launchPreferences(_ store: KeyValueStore) -> LaunchPreferences {
        LaunchPreferences(
            language: (try? store.value(for: Self.languageKey)).flatMap { $0 }.flatMap(
                Language.init(rawValue:)))
    }
}

enum PreferenceApp: MosaicApplication {
    static let name = "preferences"
    static let abstract = "Stored preferences."
    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] { [PreferencePlugin()] }
}
