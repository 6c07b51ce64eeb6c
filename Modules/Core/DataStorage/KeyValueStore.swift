import Foundation
import GRDB

/// A small persistent store for settings: typed, namespaced keys with String, Int, Bool and Date
/// values stored natively and any other Codable value stored as JSON.
///
/// Reading a key with a different type than it was written with throws
/// ``KeyValueStoreError/typeMismatch(key:stored:requested:)`` rather than guessing.
public struct KeyValueStore: Sendable {
    private let writer: any DatabaseWriter

    /// A store backed by `database` (its table is created by DataStorage's own migration).
    /// The table the store keeps its values in (settings and other saved choices).
    public static let tableName = KeyValueStoreSchema.table

    public init(database: AppDatabase) {
        self.writer = database.writer
    }

    /// The value stored under `key`, or nil when there is none.
    public func value<Value: Decodable>(for key: StorageKey<Value>) throws -> Value? {
        let row = try writer.read { db in
            try Row.fetchOne(
                db, sql: "SELECT kind, value FROM \(KeyValueStoreSchema.table) WHERE key = ?",
                arguments: [key.rawValue])
        }
        guard let row else { return nil }
        let kindValue: DatabaseValue = row["kind"]
        guard let kind = String.fromDatabaseValue(kindValue) else {
            throw KeyValueStoreError.malformedValue(key: key.rawValue, reason: "the kind is not text")
        }
        return try StoredValue.decode(Value.self, kind: kind, value: row["value"], key: key.rawValue)
    }

    /// Stores `value` under `key`, replacing any previous value.
    public func set<Value: Encodable>(_ value: Value, for key: StorageKey<Value>) throws {
        let stored = try StoredValue.encode(value, key: key.rawValue)
        try writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO \(KeyValueStoreSchema.table) (key, kind, value) VALUES (?, ?, ?)
                    ON CONFLICT(key) DO UPDATE SET kind = excluded.kind, value = excluded.value
                    """,
                arguments: [key.rawValue, stored.kind, stored.databaseValue])
        }
    }

    /// Removes the value stored under `key`; removing a missing key does nothing.
    public func removeValue<Value>(for key: StorageKey<Value>) throws {
        try writer.write { db in
            try db.execute(
                sql: "DELETE FROM \(KeyValueStoreSchema.table) WHERE key = ?", arguments: [key.rawValue])
        }
    }

    /// Removes every value of `namespace` (e.g. all "settings.*" keys) in one statement, so a
    /// concurrent reader sees all of them or none; returns how many were removed.
    @discardableResult
    public func removeValues(inNamespace namespace: String) throws -> Int {
        let prefix = "\(namespace)."
        return try writer.write { db in
            try db.execute(
                sql: """
                    DELETE FROM \(KeyValueStoreSchema.table)
                    WHERE substr(key, 1, length(:prefix)) = :prefix
                    """,
                arguments: ["prefix": prefix])
            return db.changesCount
        }
    }

    /// The stored keys of `namespace` (e.g. "settings.language" for "settings"), sorted.
    public func keys(inNamespace namespace: String) throws -> [String] {
        let prefix = "\(namespace)."
        // substr/length instead of LIKE: LIKE is case-insensitive and treats % and _ as wildcards.
        return try writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT key FROM \(KeyValueStoreSchema.table)
                    WHERE substr(key, 1, length(:prefix)) = :prefix ORDER BY key
                    """,
                arguments: ["prefix": prefix])
        }
    }
}
