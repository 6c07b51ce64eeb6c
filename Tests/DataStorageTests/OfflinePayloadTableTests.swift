import DataStorage
import Foundation
import GRDB
import Testing

/// A remote list's offline copy as the server's body in one row, beside the
/// per-element rows it replaces (and that replace it).
@Suite struct OfflinePayloadTableTests {
    private let tables = OfflineListTables(
        items: "feature_item", sync: SingleRowTable("feature_sync"),
        payload: OfflinePayloadTable("feature_offline_copy", countColumn: "things"))
    private let syncedAt = Date(timeIntervalSinceReferenceDate: 800_000_000.25)
    private let body = Data(#"[{"id": 1}, {"id": 2}, "skipped"]"#.utf8)

    private func database() throws -> AppDatabase {
        let tables = self.tables
        let migrations = ModuleMigrations(
            module: "Feature",
            [
                Migration("v1") { db in
                    try tables.create(in: db) { $0.column("id", .integer).notNull() }
                },
                Migration("v2") { db in try tables.payload?.create(in: db) },
                Migration("v3") { db in try tables.payload?.storeInChunks(in: db) },
            ])
        return try AppDatabase(location: .memory, appName: "app", migrations: [migrations])
    }

    private func counts(_ database: AppDatabase) throws -> (bodies: Int, rows: Int) {
        try database.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM feature_offline_copy") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM feature_item") ?? -1
            )
        }
    }

    @Test func aBodyIsStoredAsItCameAndReplacesTheRows() throws {
        let database = try database()
        let payload = try #require(tables.payload)
        #expect(try database.read { try payload.fetch(in: $0) } == nil)
        #expect(try database.read { try payload.elementCount(in: $0) } == 0)
        try database.write { db in
            try db.execute(sql: "INSERT INTO feature_item (id) VALUES (7), (8)")
        }
        let stored = try database.write { db in
            try tables.storeBody(body, elements: 2, syncedAt: syncedAt, in: db)
        }
        #expect(stored)
        #expect(try counts(database) == (1, 0), "one row holds the body; the per-element rows are gone")
        let read = try #require(try database.read { try payload.fetch(in: $0) })
        #expect(read.payload == body && read.elements == 2 && read.syncedAt == syncedAt)

        // A second body replaces the first: still one row.
        let later = Data("[]".utf8)
        _ = try database.write { db in
            try tables.storeBody(later, elements: 0, syncedAt: syncedAt + 60, in: db)
        }
        let replaced = try #require(try database.read { try payload.fetch(in: $0) })
        #expect(replaced.payload == later && replaced.elements == 0 && replaced.syncedAt == syncedAt + 60)
        #expect(try counts(database).bodies == 1)
    }

    @Test func aBodyOverTheLimitOrWithoutAPayloadTableIsLeftToTheRows() throws {
        let database = try database()
        let tooLarge = try database.write { db in
            try tables.storeBody(body, elements: 2, syncedAt: syncedAt, largest: body.count - 1, in: db)
        }
        #expect(!tooLarge)
        let justFits = try database.write { db in
            try tables.storeBody(body, elements: 2, syncedAt: syncedAt, largest: body.count, in: db)
        }
        #expect(justFits)
        let rowsOnly = OfflineListTables(items: "feature_item", sync: SingleRowTable("feature_sync"))
        let refused = try database.write { db in
            try rowsOnly.storeBody(body, elements: 2, syncedAt: syncedAt, in: db)
        }
        #expect(!refused)
        #expect(try counts(database) == (1, 0), "a refused body changes nothing")
    }

    /// The one store and read every feature's cache uses: a body when there is one and it fits,
    /// else the feature's rows; reading gives back whichever is stored.
    @Test func storingAndReadingGiveBackWhicheverKindWasStored() throws {
        let database = try database()
        func read() throws -> StoredCopy<[Int]> {
            try database.read { db in
                try tables.storedCopy(in: db) {
                    try Int.fetchAll(db, sql: "SELECT id FROM feature_item ORDER BY id")
                }
            }
        }
        func store(_ body: Data?, largest: Int = OfflinePayloadTable.largestPayload) throws -> Bool {
            var wroteRows = false
            try database.write { db in
                try tables.store(body: body, elements: 2, syncedAt: syncedAt, largest: largest, in: db) {
                    wroteRows = true
                    try db.execute(sql: "INSERT INTO feature_item (id) VALUES (1), (2)")
                }
            }
            return wroteRows
        }
        #expect(try store(body) == false)
        guard case .body(let stored) = try read() else { Issue.record("expected the body"); return }
        #expect(stored == body)
        #expect(try store(nil) == true)
        guard case .rows(let rows) = try read() else { Issue.record("expected the rows"); return }
        #expect(rows == [1, 2])
        #expect(try counts(database) == (0, 2), "the rows replaced the body")
        #expect(try store(body, largest: 4) == true, "a body over the limit is stored as rows")
        #expect(try counts(database) == (0, 2), "the earlier rows were emptied first")
    }

    @Test func clearingEmptiesBothKinds() throws {
        let database = try database()
        try database.write { db in
            _ = try tables.storeBody(body, elements: 2, syncedAt: syncedAt, in: db)
            try tables.clear(in: db)
            try db.execute(sql: "INSERT INTO feature_item (id) VALUES (1)")
        }
        #expect(try counts(database) == (0, 1))
        try database.write { db in try tables.clear(in: db) }
        #expect(try counts(database) == (0, 0))
    }

    @Test func yourDataCountsTheBodysElementsAndKeepsTheBodyAsBookkeeping() throws {
        let records = tables.storedRecords(description: "Things saved for offline use")
        #expect(
            records.map(\.table) == [
                "feature_item", "feature_sync", "feature_offline_copy", "feature_offline_copy_chunk",
            ])
        #expect(records.map(\.isListed) == [true, false, false, false])
        let count = try #require(records.first?.count)
        let database = try database()
        #expect(try database.read(count) == 0)
        try database.write { db in
            _ = try tables.storeBody(body, elements: 2, syncedAt: syncedAt, in: db)
        }
        #expect(try database.read(count) == 2, "the body's elements, not its one row")
        try database.write { db in
            try tables.clear(in: db)
            try db.execute(sql: "INSERT INTO feature_item (id) VALUES (1), (2), (3)")
        }
        #expect(try database.read(count) == 3)

        let rowsOnly = OfflineListTables(items: "feature_item", sync: SingleRowTable("feature_sync"))
            .storedRecords(description: "Things")
        #expect(rowsOnly.map(\.table) == ["feature_item", "feature_sync"])
        #expect(rowsOnly.first?.count == nil, "rows are counted as rows")
    }

    @Test func theSchemaRefusesASecondRowAndANegativeCount() throws {
        let database = try database()
        try database.write { db in
            _ = try tables.storeBody(body, elements: 2, syncedAt: syncedAt, in: db)
        }
        #expect(throws: DatabaseError.self) {
            try database.write { db in
                try db.execute(
                    sql:
                        "INSERT INTO feature_offline_copy (singleton, synced_at, things) VALUES (2, 0, 0)"
                )
            }
        }
        #expect(throws: DatabaseError.self) {
            try database.write { db in
                try db.execute(sql: "UPDATE feature_offline_copy SET things = -1")
            }
        }
        #expect(throws: DatabaseError.self) {
            try database.write { db in
                try db.execute(
                    sql: "INSERT INTO feature_offline_copy_chunk (chunk, bytes) VALUES (-1, x'00')")
            }
        }
    }
}
