import DataStorage
import Foundation
import GRDB
import MosaicTestSupport
import Testing

/// The offline copy's body is kept a chunk (``OfflinePayloadTable/chunkSize`` bytes) a row, so
/// storing and reading a large body never builds a second copy of it in one SQLite row; a body
/// stored before the chunks (one value in the table's own row) is moved by the migration.
@Suite struct OfflinePayloadChunksTests {
    private let table = OfflinePayloadTable("feature_offline_copy", countColumn: "things")
    private let syncedAt = Date(timeIntervalSinceReferenceDate: 800_000_000)
    private let chunk = OfflinePayloadTable.chunkSize

    private func database(_ location: StorageLocation = .memory, chunks: Bool = true) throws -> AppDatabase {
        let table = self.table
        var migrations = [Migration("v1") { try table.create(in: $0) }]
        if chunks { migrations.append(Migration("v2") { try table.storeInChunks(in: $0) }) }
        return try AppDatabase(
            location: location, appName: "app", migrations: [ModuleMigrations(module: "Feature", migrations)])
    }

    /// `count` bytes that differ from position to position and with `seed`.
    private func body(_ count: Int, seed: Int = 0) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 12 &+ seed) })
    }

    /// The length of each stored chunk, in order.
    private func chunkLengths(_ database: AppDatabase) throws -> [Int] {
        try database.read { db in
            try Int.fetchAll(db, sql: "SELECT length(bytes) FROM feature_offline_copy_chunk ORDER BY chunk")
        }
    }

    private func save(_ body: Data, elements: Int = 3, in database: AppDatabase) throws {
        let table = self.table, syncedAt = self.syncedAt
        try database.write { try table.save(body, elements: elements, syncedAt: syncedAt, in: $0) }
    }

    @Test func aBodyOfSeveralChunksIsStoredAChunkARowAndReadBackWhole() throws {
        let database = try database()
        let large = body(chunk * 5 / 2)
        try save(large, in: database)
        #expect(try chunkLengths(database) == [chunk, chunk, chunk / 2])
        let read = try #require(try database.read { try table.fetch(in: $0) })
        #expect(read.payload == large && read.elements == 3 && read.syncedAt == syncedAt)

        // A shorter body leaves no chunk of the longer one behind.
        let short = body(1_000, seed: 7)
        try save(short, elements: 1, in: database)
        #expect(try chunkLengths(database) == [1_000])
        #expect(try database.read { try table.fetch(in: $0) }?.payload == short)

        // An empty body is no chunk at all, and reads back empty.
        try save(Data(), elements: 0, in: database)
        #expect(try chunkLengths(database).isEmpty)
        let empty = try #require(try database.read { try table.fetch(in: $0) })
        #expect(empty.payload.isEmpty && empty.elements == 0)
    }

    @Test func aBodyThatIsASliceOfLargerDataIsStoredFromItsOwnStart() throws {
        let database = try database()
        let whole = body(chunk + 10, seed: 3)
        let slice = whole[whole.startIndex + 5..<whole.endIndex]
        try save(slice, in: database)
        #expect(try chunkLengths(database) == [chunk, 5])
        #expect(try database.read { try table.fetch(in: $0) }?.payload == Data(slice))
    }

    @Test func aChangedChunkIsRewrittenAndTheOthersAreNot() throws {
        try withTemporaryDirectory { directory in
            let database = try database(.file(directory.appending(path: "app.sqlite")))
            defer { try? database.close() }
            let wal = directory.appending(path: "app.sqlite-wal").path
            func walSize() throws -> Int {
                (try FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
            }
            var stored = body(chunk * 3)
            try save(stored, in: database)
            let before = try walSize()
            stored[chunk + 100] &+= 1
            try save(stored, in: database)
            let growth = try walSize() - before
            #expect(growth < chunk / 10, "changing one byte rewrote \(growth) bytes")
            #expect(try database.read { try table.fetch(in: $0) }?.payload == stored)
        }
    }

    @Test func aBodyStoredBeforeTheChunksIsReadAfterTheMigration() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "app.sqlite")
            let old = body(chunk + 300, seed: 9)
            let before = try database(.file(file), chunks: false)
            try before.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO feature_offline_copy (singleton, synced_at, things, payload)
                        VALUES (1, ?, 4, ?)
                        """, arguments: [syncedAt.timeIntervalSinceReferenceDate, old])
            }
            try before.close()

            let after = try database(.file(file))
            defer { try? after.close() }
            let read = try #require(try after.read { try table.fetch(in: $0) })
            #expect(read.payload == old && read.elements == 4 && read.syncedAt == syncedAt)
            #expect(try chunkLengths(after) == [old.count], "moved as one chunk, read back whole")
            // The next store writes it in chunks.
            try save(old, in: after)
            #expect(try chunkLengths(after) == [chunk, 300])
            #expect(try after.read { try table.fetch(in: $0) }?.payload == old)
        }
    }

    @Test func withoutAStoredBodyTheMigrationMovesNothing() throws {
        let database = try database()
        #expect(try chunkLengths(database).isEmpty)
        #expect(try database.read { try table.fetch(in: $0) } == nil)
        #expect(try database.read { try table.elementCount(in: $0) } == 0)
    }
}
