import DataStorage
import Foundation
import GRDB
import MosaicTestSupport
import Testing

/// Storing a body the server sent again writes its sync time, not the body: the row is updated
/// in place, and SQLite rewrites only the pages whose bytes change (the `-wal` file shows it).
@Suite struct OfflinePayloadRewriteTests {
    private let table = OfflinePayloadTable("feature_offline_copy")
    private let syncedAt = Date(timeIntervalSinceReferenceDate: 800_000_000)

    private func database(at directory: URL) throws -> AppDatabase {
        let table = self.table
        return try AppDatabase(
            location: .file(directory.appending(path: "app.sqlite")), appName: "app",
            migrations: [
                ModuleMigrations(
                    module: "Feature",
                    [
                        Migration("v1") { try table.create(in: $0) },
                        Migration("v2") { try table.storeInChunks(in: $0) },
                    ])
            ])
    }

    /// `count` bytes of a JSON-ish body that differs with `seed`.
    private func body(_ count: Int, seed: UInt8) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) })
    }

    /// The bytes the write-ahead log grew by while `work` ran.
    private func walGrowth(_ directory: URL, _ work: () throws -> Void) throws -> Int {
        let wal = directory.appending(path: "app.sqlite-wal").path
        func size() throws -> Int {
            (try FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
        }
        let before = try size()
        try work()
        return try size() - before
    }

    @Test func theSameBodyAgainWritesItsSyncTimeNotTheBody() throws {
        try withTemporaryDirectory { directory in
            let database = try database(at: directory)
            defer { try? database.close() }
            let table = self.table, syncedAt = self.syncedAt
            let first = body(400_000, seed: 1)
            let firstGrowth = try walGrowth(directory) {
                try database.write { try table.save(first, elements: 9, syncedAt: syncedAt, in: $0) }
            }
            #expect(firstGrowth >= first.count, "the first store writes the whole body")

            let againGrowth = try walGrowth(directory) {
                try database.write { try table.save(first, elements: 8, syncedAt: syncedAt + 60, in: $0) }
            }
            #expect(againGrowth < first.count / 10, "the same body again rewrote \(againGrowth) bytes")
            let stored = try #require(try database.read { try table.fetch(in: $0) })
            #expect(stored.payload == first && stored.elements == 8 && stored.syncedAt == syncedAt + 60)

            // A different body of the same size is stored, in full, in the same one row.
            let second = body(400_000, seed: 2)
            let secondGrowth = try walGrowth(directory) {
                try database.write { try table.save(second, elements: 7, syncedAt: syncedAt + 120, in: $0) }
            }
            #expect(secondGrowth >= second.count)
            #expect(try database.read { try table.fetch(in: $0) }?.payload == second)
            #expect(
                try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM feature_offline_copy") }
                    == 1)
        }
    }
}
