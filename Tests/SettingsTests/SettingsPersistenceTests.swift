import AppCore
import DataStorage
import Foundation
import GRDB
import Localization
import SettingsInterface
import Synchronization
import Testing

@testable import Settings

/// Settings saved in one run are applied by the next one, through the real database file.
@MainActor @Suite struct SettingsPersistenceTests {
    @Test func savedSettingsApplyOnTheNextStart() throws {
        let store = temporaryStore()
        defer { store.cleanUp() }
        let first = try launch(["--store", store.path])
        #expect(first.launch.language == .en)
        let service = try #require(first.resolver.resolve(StoredSettingsService.self))
        let chosen = AppSettings(
            language: .de, region: Locale(identifier: "de_AT"), environment: .stage, failureRate: 0.5)
        for key in SettingKey.allCases {
            try service.save(chosen, only: key)
        }

        // Reopen the file as a new process would.
        let second = try launch(["--store", store.path])
        #expect(second.resolver.resolve((any SettingsService).self)?.settings() == chosen)
        #expect(second.launch.language == .de)
        #expect(second.launch.region == Locale(identifier: "de_AT"))
        #expect(second.launch.environment == .stage)
        #expect(second.launch.failureRate == 0.5)
        #expect(second.localizer.language == .de)
        #expect(second.formatters.locale.identifier == "de_AT")
        #expect(second.resolver.resolve(ActiveSettings.self)?.environment == .stage)
    }

    @Test func launchPreferencesReadTheStore() throws {
        let database = try AppDatabase(location: .memory, appName: "settings-test")
        let store = KeyValueStore(database: database)
        try store.set("pl", for: KeyValueSettingsStorage.storageKey(.language))
        try store.set("0", for: KeyValueSettingsStorage.storageKey(.failureRate))
        try store.set("light", for: KeyValueSettingsStorage.storageKey(.theme))
        let preferences = SettingsPlugin().launchPreferences(store)
        #expect(preferences == LaunchPreferences(language: .pl, failureRate: 0, theme: .light))
    }

    @Test func corruptStoredValuesAreIgnoredAtLaunch() throws {
        let store = temporaryStore()
        defer { store.cleanUp() }
        let first = try launch(["--store", store.path])
        let keyValues = try #require(first.resolver.resolve(KeyValueStore.self))
        // A language no longer supported, a value of the wrong type, an unknown environment.
        try keyValues.set("tlh", for: KeyValueSettingsStorage.storageKey(.language))
        try keyValues.set(42, for: StorageKey<Int>(namespace: "settings", name: "failureRate"))
        try keyValues.set("qa", for: KeyValueSettingsStorage.storageKey(.environment))
        try keyValues.set("de_DE", for: KeyValueSettingsStorage.storageKey(.region))

        let second = try launch(["--store", store.path], environment: ["LANG": "es_ES.UTF-8"])
        #expect(second.launch.language == .es, "the unsupported language falls through to LANG")
        #expect(second.launch.environment == nil)
        #expect(second.launch.failureRate == nil)
        #expect(second.formatters.locale.identifier == "de_DE", "the valid region still applies")
        let snapshot = try #require(second.resolver.resolve(StoredSettingsService.self)).load()
        #expect(Set(snapshot.issues.map(\.key)) == [.language, .failureRate, .environment])
    }

    @Test func theSettingsAreStoredAsReadableText() throws {
        let store = temporaryStore()
        defer { store.cleanUp() }
        let context = try launch(["--store", store.path])
        try #require(context.resolver.resolve(StoredSettingsService.self))
            .save(AppSettings(failureRate: 0.1), only: .failureRate)
        let keyValues = try #require(context.resolver.resolve(KeyValueStore.self))
        #expect(try keyValues.keys(inNamespace: "settings") == ["settings.failureRate"])
        #expect(try keyValues.value(for: KeyValueSettingsStorage.storageKey(.failureRate)) == "0.1")
    }

    @Test func resetRemovesEverySavedChoiceInOneStatement() throws {
        let database = try AppDatabase(location: .memory, appName: "settings-test")
        let store = KeyValueStore(database: database)
        let storage = KeyValueSettingsStorage(store: store)
        let service = StoredSettingsService(storage: storage)
        for key in SettingKey.allCases {
            try service.save(
                AppSettings(
                    language: .de, region: Locale(identifier: "de_AT"), environment: .stage,
                    failureRate: 0.5, theme: .dark),
                only: key)
        }
        // A key a newer version wrote is a saved choice too.
        try store.set("on", for: StorageKey<String>(namespace: "settings", name: "fromTheFuture"))
        try store.set(7, for: StorageKey<Int>(namespace: "orders", name: "lastPage"))
        #expect(try store.keys(inNamespace: "settings").count == SettingKey.allCases.count + 1)
        let deletes = StatementLog()
        try database.writer.write { db in db.trace { deletes.record($0.expandedDescription) } }

        try service.reset()

        #expect(try store.keys(inNamespace: "settings").isEmpty)
        #expect(try store.value(for: StorageKey<Int>(namespace: "orders", name: "lastPage")) == 7)
        let statements = deletes.all.filter { $0.hasPrefix("DELETE") }
        #expect(statements.count == 1, "\(statements)")
        #expect(service.settings() == .defaults)
    }
}

/// The SQL statements a database ran, as its trace reported them.
private final class StatementLog: Sendable {
    private let lines = Mutex<[String]>([])
    func record(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}
