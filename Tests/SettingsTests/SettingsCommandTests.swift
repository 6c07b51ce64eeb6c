import DataStorage
import Foundation
import Testing

@testable import Settings

/// `settings show|set|reset` and the demo scenarios through the app runner.
@MainActor @Suite struct SettingsCommandTests {
    @Test func setThenShowThenResetAcrossRuns() async throws {
        let store = temporaryStore()
        defer { store.cleanUp() }
        let set = await runSettings(["settings", "set", "language", "de", "--store", store.path])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout == "language = de (applies on next start)\n")
        _ = await runSettings(["settings", "set", "failureRate", "0.3", "--store", store.path])

        let show = await runSettings(["settings", "--store", store.path])
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("language     de"))
        #expect(show.stdout.contains("failureRate  0.3"))
        #expect(show.stdout.contains("region       default"))

        let json = await runSettings(["settings", "show", "--format", "json", "--store", store.path])
        let entries = try JSONDecoder().decode([[String: String?]].self, from: Data(json.stdout.utf8))
        #expect(entries.first?["key"] == "language")
        #expect(entries.first?["value"] == "de")
        // Unset values are an explicit null, so every entry has the same keys.
        #expect(entries.allSatisfy { Set($0.keys) == ["key", "value", "ignored"] })

        let screen = await runSettings(["--plain", "--store", store.path])
        #expect(screen.stdout.contains("Einstellungen"), "the next start is in German")

        let reset = await runSettings(["settings", "reset", "--store", store.path])
        #expect(reset.status == 0)
        let after = await runSettings(["settings", "show", "--store", store.path])
        #expect(after.stdout.contains("language     default"))
    }

    /// Settings are this device's: an option that only changes loading from a server would do
    /// nothing, so it is refused (in the user's language) instead of ignored.
    @Test func serverOptionsAreRefusedNotIgnored() async {
        let store = temporaryStore()
        defer { store.cleanUp() }
        let show = await runSettings(["settings", "show", "--store", store.path, "--offline", "--seed", "3"])
        #expect(show.status == 64)
        #expect(
            show.stderr
                == "error: This command uses only what is stored on this device; leave out --offline, --seed.\n",
            "\(show.stderr)")
        let set = await runSettings(
            ["settings", "set", "theme", "dark", "--store", store.path, "--env", "stage", "--language", "de"])
        #expect(set.status == 64)
        #expect(
            set.stderr
                == "error: Dieser Befehl nutzt nur, was auf diesem Gerät gespeichert ist; lass --env weg.\n",
            "\(set.stderr)")
        let after = await runSettings(["settings", "show", "--store", store.path])
        #expect(after.stdout.contains("theme        default"), "nothing was saved: \(after.stdout)")
    }

    @Test(arguments: [
        (["settings", "set", "language", "fr"], "Invalid language 'fr': not a supported language"),
        (["settings", "set", "colour", "red"], "Unknown setting 'colour'"),
        (["settings", "set", "failureRate", "2"], "not a number from 0 to 1"),
    ])
    func badValuesAreUsageErrors(arguments: [String], message: String) async {
        let run = await runSettings(arguments + ["--store", "memory"])
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func setDefaultRemovesTheChoice() async {
        let store = temporaryStore()
        defer { store.cleanUp() }
        _ = await runSettings(["settings", "set", "environment", "stage", "--store", store.path])
        let run = await runSettings(["settings", "set", "environment", "default", "--store", store.path])
        #expect(run.stdout == "environment = default (applies on next start)\n")
    }

    @Test func showReportsIgnoredValues() async {
        let run = await runSettings(["--plain", "--scenario", "corrupt-value", "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("4 saved settings could not be used and were ignored"))
        #expect(run.stdout.contains("Language \"tlh\""))
    }

    /// `settings show` is read by people: its headings and its notes on ignored values are in the
    /// user's language (they were English in every language); the keys and "default" stay as
    /// `settings set` takes them.
    @Test(arguments: [
        (
            "en_US.UTF-8", ["SETTING", "VALUE", "NOTE"],
            #"ignored "tlh": not a supported language (en, pl, de, es)"#,
            "ignored: the saved value could not be read (see the log)", #""\"tlh\": not a supported language"#
        ),
        (
            "de_DE.UTF-8", ["EINSTELLUNG", "WERT", "HINWEIS"],
            #"ignoriert "tlh": keine unterstützte Sprache (en, pl, de, es)"#,
            "ignoriert: der gespeicherte Wert konnte nicht gelesen werden (siehe Protokoll)",
            #""\"tlh\": keine unterstützte Sprache"#
        ),
    ])
    func showSaysWhyAValueIsIgnoredInTheUsersLanguage(
        lang: String, headings: [String], invalid: String, unreadable: String, json: String
    ) async throws {
        let store = temporaryStore()
        defer { store.cleanUp() }
        let keyValues = try #require(
            try launch(["--store", store.path]).resolver.resolve(KeyValueStore.self))
        try keyValues.set("tlh", for: KeyValueSettingsStorage.storageKey(.language))
        try keyValues.set(42, for: StorageKey<Int>(namespace: "settings", name: "failureRate"))

        let table = await runSettings(
            ["settings", "show", "--store", store.path], environment: ["LANG": lang])
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdout.split(separator: "\n").map(String.init)
        let heading = try #require(lines.first)
        #expect(heading.split(separator: " ").map(String.init) == headings)
        let language = try #require(lines.first { $0.hasPrefix("language ") })
        #expect(language.hasSuffix("default  " + invalid), "\(table.stdout)")
        let rate = try #require(lines.first { $0.hasPrefix("failureRate ") })
        #expect(rate.hasSuffix("default  " + unreadable), "\(table.stdout)")

        let document = await runSettings(
            ["settings", "show", "--format", "json", "--store", store.path], environment: ["LANG": lang])
        #expect(document.stdout.contains(json), "\(document.stdout)")
    }

    /// A stored value is quoted as typed values are: at most 200 characters, so a damaged store
    /// cannot make a table line of a megabyte.
    @Test func showQuotesALongStoredValueBounded() async throws {
        let store = temporaryStore()
        defer { store.cleanUp() }
        let keyValues = try #require(
            try launch(["--store", store.path]).resolver.resolve(KeyValueStore.self))
        try keyValues.set(
            String(repeating: "x", count: 100_000), for: KeyValueSettingsStorage.storageKey(.theme))

        let table = await runSettings(["settings", "show", "--store", store.path])
        #expect(table.status == 0, "\(table.stderr)")
        let theme = try #require(table.stdout.split(separator: "\n").first { $0.hasPrefix("theme ") })
        #expect(
            theme.contains("ignored \"" + String(repeating: "x", count: 200) + "…\": not a theme"), "\(theme)"
        )
        #expect(theme.count < 400)
    }

    @Test func theGermanScenarioStartsInGermanWithAustrianFormats() async {
        let run = await runSettings(["--plain", "--scenario", "german", "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Einstellungen"))
        #expect(run.stdout.contains(/€\s1\.234,56/), "de_AT puts the euro sign first")
    }

    @Test func keysChooseAValue() async {
        let run = await runSettings(["--keys", "down down enter down down enter", "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Production: real servers"))
        #expect(run.stdout.contains("⟳ applies on next start (in use: Data source mock)"))
    }
}
