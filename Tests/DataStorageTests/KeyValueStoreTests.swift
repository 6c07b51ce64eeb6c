import DataStorage
import Foundation
import GRDB
import MosaicTestSupport
import Testing

/// A settings value stored as JSON.
private struct Profile: Codable, Equatable {
    var name: String
    var favouriteNumbers: [Int]
    var lastSeen: Date
    var nickname: String?
}

/// A different shape under a key that once held a `Profile`.
private struct Incompatible: Codable, Equatable {
    var count: Int
}

private enum Keys {
    static let language = StorageKey<String>(namespace: "settings", name: "language")
    static let launches = StorageKey<Int>(namespace: "settings", name: "launches")
    static let onboarded = StorageKey<Bool>(namespace: "settings", name: "onboarded")
    static let lastSync = StorageKey<Date>(namespace: "packs", name: "lastSync")
    static let profile = StorageKey<Profile>(namespace: "settings", name: "profile")
    static let languageAsInt = StorageKey<Int>(namespace: "settings", name: "language")
    static let profileAsIncompatible = StorageKey<Incompatible>(namespace: "settings", name: "profile")
}

@Suite struct KeyValueStoreTests {
    private let profile = Profile(
        name: "Zażółć", favouriteNumbers: [3, 14, -15],
        lastSeen: Date(timeIntervalSinceReferenceDate: 812_345.678_9),
        nickname: nil)
    private let syncDate = Date(timeIntervalSince1970: 1_763_800_000.123_456)

    @Test func everySupportedTypeRoundTrips() throws {
        let store = KeyValueStore(database: try AppDatabase(location: .memory, appName: "app"))
        for text in ["pl", "", "日本語 🎉", "quote \" and 'apostrophe'"] {
            try store.set(text, for: Keys.language)
            #expect(try store.value(for: Keys.language) == text)
        }
        for number in [0, -1, 42, Int.max, Int.min] {
            try store.set(number, for: Keys.launches)
            #expect(try store.value(for: Keys.launches) == number)
        }
        for flag in [true, false] {
            try store.set(flag, for: Keys.onboarded)
            #expect(try store.value(for: Keys.onboarded) == flag)
        }
        try store.set(syncDate, for: Keys.lastSync)
        #expect(try store.value(for: Keys.lastSync) == syncDate)
        try store.set(profile, for: Keys.profile)
        #expect(try store.value(for: Keys.profile) == profile)
    }

    @Test func missingKeysReadAsNilAndRemovalDeletes() throws {
        let store = KeyValueStore(database: try AppDatabase(location: .memory, appName: "app"))
        #expect(try store.value(for: Keys.language) == nil)
        try store.removeValue(for: Keys.language)

        try store.set("de", for: Keys.language)
        try store.set("es", for: Keys.language)
        #expect(try store.value(for: Keys.language) == "es")
        try store.removeValue(for: Keys.language)
        #expect(try store.value(for: Keys.language) == nil)
    }

    @Test func valuesSurviveReopeningTheFile() throws {
        try withTemporaryDirectory { directory in
            let location = StorageLocation.file(directory.appendingPathComponent("app.sqlite"))
            let first = try AppDatabase(location: location, appName: "app")
            let store = KeyValueStore(database: first)
            try store.set("pl", for: Keys.language)
            try store.set(7, for: Keys.launches)
            try store.set(true, for: Keys.onboarded)
            try store.set(syncDate, for: Keys.lastSync)
            try store.set(profile, for: Keys.profile)
            try first.close()

            let reopened = KeyValueStore(database: try AppDatabase(location: location, appName: "app"))
            #expect(try reopened.value(for: Keys.language) == "pl")
            #expect(try reopened.value(for: Keys.launches) == 7)
            #expect(try reopened.value(for: Keys.onboarded) == true)
            #expect(try reopened.value(for: Keys.lastSync) == syncDate)
            #expect(try reopened.value(for: Keys.profile) == profile)
        }
    }

    @Test func nativeTypesAreStoredInNativeColumnsAndOthersAsJSON() throws {
        let database = try AppDatabase(location: .memory, appName: "app")
        let store = KeyValueStore(database: database)
        try store.set("pl", for: Keys.language)
        try store.set(7, for: Keys.launches)
        try store.set(true, for: Keys.onboarded)
        try store.set(syncDate, for: Keys.lastSync)
        try store.set(Incompatible(count: 2), for: Keys.profileAsIncompatible)

        let rows = try database.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT key, kind, typeof(value) AS type, value FROM dataStorage_keyValue ORDER BY key")
        }
        let summary = rows.map { row -> String in
            let key: String = row["key"]
            let kind: String = row["kind"]
            let type: String = row["type"]
            return "\(key) \(kind) \(type)"
        }
        #expect(
            summary == [
                "packs.lastSync Date real", "settings.language String text", "settings.launches Int integer",
                "settings.onboarded Bool integer", "settings.profile JSON text",
            ])
        #expect(rows.last?["value"] == "{\"count\":2}")
    }

    @Test func aGenericCallerStoresNativeTypesTheSameWay() throws {
        func storeGenerically<Value: Codable>(
            _ value: Value, for key: StorageKey<Value>, in store: KeyValueStore
        ) throws {
            try store.set(value, for: key)
        }
        let store = KeyValueStore(database: try AppDatabase(location: .memory, appName: "app"))
        try storeGenerically(syncDate, for: Keys.lastSync, in: store)
        try storeGenerically("en", for: Keys.language, in: store)
        #expect(try store.value(for: Keys.lastSync) == syncDate)
        #expect(try store.value(for: Keys.language) == "en")
    }

    @Test func readingWithAnotherTypeFailsClearly() throws {
        let store = KeyValueStore(database: try AppDatabase(location: .memory, appName: "app"))
        try store.set("pl", for: Keys.language)
        let error = #expect(throws: KeyValueStoreError.self) { try store.value(for: Keys.languageAsInt) }
        #expect(error == .typeMismatch(key: "settings.language", stored: "String", requested: "Int"))
        #expect(
            error?.localizedDescription == "The setting \"settings.language\" holds a String value, not Int.")

        try store.set(profile, for: Keys.profile)
        let decoding = #expect(throws: KeyValueStoreError.self) {
            try store.value(for: Keys.profileAsIncompatible)
        }
        guard case .decodingFailed(let key, let type, _) = decoding else {
            Issue.record("Expected decodingFailed, got \(String(describing: decoding))")
            return
        }
        #expect(key == "settings.profile")
        #expect(type == "Incompatible")
    }

    @Test func aHandEditedRowIsReportedNotCrashedOn() throws {
        let database = try AppDatabase(location: .memory, appName: "app")
        try database.write { db in
            try db.execute(
                sql:
                    "INSERT INTO dataStorage_keyValue (key, kind, value) "
                    + "VALUES ('settings.onboarded', 'Bool', 'yes')"
            )
        }
        let error = #expect(throws: KeyValueStoreError.self) {
            try KeyValueStore(database: database).value(for: Keys.onboarded)
        }
        guard case .malformedValue(let key, _) = error else {
            Issue.record("Expected malformedValue, got \(String(describing: error))")
            return
        }
        #expect(key == "settings.onboarded")
    }

    @Test func keysAreListedPerNamespaceExactly() throws {
        let store = KeyValueStore(database: try AppDatabase(location: .memory, appName: "app"))
        try store.set("pl", for: Keys.language)
        try store.set(1, for: Keys.launches)
        try store.set(syncDate, for: Keys.lastSync)
        // Neither case nor LIKE wildcards may leak keys of another namespace.
        try store.set("x", for: StorageKey<String>(namespace: "Settings", name: "language"))
        try store.set("x", for: StorageKey<String>(namespace: "set_ings", name: "language"))
        try store.set("x", for: StorageKey<String>(namespace: "settingsExtra", name: "language"))

        #expect(try store.keys(inNamespace: "settings") == ["settings.language", "settings.launches"])
        #expect(try store.keys(inNamespace: "set_ings") == ["set_ings.language"])
        #expect(try store.keys(inNamespace: "absent").isEmpty)
    }

    @Test func removingANamespaceIsOneCommitAndLeavesOtherNamespaces() throws {
        let database = try AppDatabase(location: .memory, appName: "app")
        let store = KeyValueStore(database: database)
        try store.set("pl", for: Keys.language)
        try store.set(3, for: Keys.launches)
        try store.set(true, for: Keys.onboarded)
        try store.set(syncDate, for: Keys.lastSync)
        try store.set("x", for: StorageKey<String>(namespace: "Settings", name: "language"))
        try store.set("x", for: StorageKey<String>(namespace: "settingsExtra", name: "language"))
        let commits = CommitCounter()
        database.writer.add(transactionObserver: commits, extent: .observerLifetime)

        #expect(try store.removeValues(inNamespace: "settings") == 3)

        #expect(commits.count == 1, "a reader sees every key or none")
        #expect(try store.keys(inNamespace: "settings").isEmpty)
        #expect(try store.value(for: Keys.lastSync) == syncDate)
        #expect(try store.keys(inNamespace: "Settings") == ["Settings.language"])
        #expect(try store.keys(inNamespace: "settingsExtra") == ["settingsExtra.language"])
        #expect(try store.removeValues(inNamespace: "settings") == 0)
    }
}

/// Counts the transactions committed on a database.
final class CommitCounter: TransactionObserver, @unchecked Sendable {
    // Only touched on the database's writer queue, which serializes every call.
    private(set) var count = 0
    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) { count += 1 }
    func databaseDidRollback(_ db: Database) {}
}
