import DataStorage
import Foundation
import GRDB
import Testing

/// A table of at most one row (a cache's sync stamp, a saved document).
@Suite struct SingleRowTableTests {
    private let sync = SingleRowTable("feature_sync")

    private func database(_ table: SingleRowTable) throws -> AppDatabase {
        let migrations = ModuleMigrations(
            module: "Feature",
            [
                Migration("v1_createSync") { db in
                    try table.create(in: db) { definition in
                        definition.column("syncedAt", .datetime).notNull()
                        definition.column("note", .text)
                    }
                }
            ])
        return try AppDatabase(location: .memory, appName: "app", migrations: [migrations])
    }

    @Test func theRowIsAbsentUntilSavedThenReplacedNotAdded() throws {
        let database = try database(sync)
        #expect(try database.read { try sync.fetch(in: $0) } == nil)
        let first = Date(timeIntervalSince1970: 1_800_000_000)
        try database.write { try sync.save(["syncedAt": first, "note": "one"], in: $0) }
        try database.write { try sync.save(["syncedAt": first.addingTimeInterval(60), "note": nil], in: $0) }
        let row = try #require(try database.read { try sync.fetch(in: $0) })
        #expect(row["syncedAt"] as Date == first.addingTimeInterval(60))
        #expect(row["note"] as String? == nil)
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM feature_sync") } == 1)
    }

    @Test func theSchemaIsTheHandWrittenOneAndRefusesASecondRow() throws {
        let database = try database(sync)
        let created = try database.read {
            try String.fetchOne($0, sql: "SELECT sql FROM sqlite_master WHERE name = 'feature_sync'")
        }
        let handWritten = try DatabaseQueue().write { db in
            try db.create(table: "feature_sync") { table in
                table.column("id", .integer).primaryKey().check { $0 == 1 }
                table.column("syncedAt", .datetime).notNull()
                table.column("note", .text)
            }
            return try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'feature_sync'")
        }
        #expect(created == handWritten, "migrations moved onto the helper create the same table")
        #expect(throws: DatabaseError.self) {
            try database.write {
                try $0.execute(sql: "INSERT INTO feature_sync (id, syncedAt) VALUES (2, 0)")
            }
        }
    }

    @Test func anotherKeyColumnIsUsedForEveryStatement() throws {
        let table = SingleRowTable("legacy_sync", keyColumn: "singleton")
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(
                sql: "CREATE TABLE legacy_sync (singleton INTEGER PRIMARY KEY CHECK (singleton = 1), at REAL)"
            )
            try table.save(["at": 1.5], in: db)
            try table.save(["at": 2.5], in: db)
            #expect(try table.fetch(in: db)?["at"] as Double? == 2.5)
            #expect(try table.fetch(in: db)?["singleton"] as Int? == 1)
        }
    }
}
