import AppRunner
import AppRunnerTestSupport
import Foundation
import GRDB
import MosaicTestSupport
import Testing
@testable import PacksApp

/// A run ends by copying its writes from the WAL into the database file and emptying the WAL: the
/// next start, which reads back the whole WAL before its first query, finds nothing to read.
@MainActor @Suite struct CheckpointAtExitTests {
    @Test func aRunLeavesItsWritesInTheDatabaseFileAndAnEmptyWAL() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "packs.sqlite")
        let arguments = ["list", "--store", file.path, "--latency", "0"]
        let first = await runApp(PacksApp.self, arguments)
        #expect(first.status == 0, "\(first.stderr)")
        // Another connection stays open (idle), as a second terminal's app would: the run's own
        // connections closing are then not the last, and SQLite would leave the WAL as it is.
        let other = try DatabaseQueue(path: file.path)
        let second = await runApp(PacksApp.self, arguments)
        #expect(second.status == 0, "\(second.stderr)")
        let wal = directory.appending(path: "packs.sqlite-wal").path
        let walSize = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
        #expect(walSize == 0)

        // The database file alone, copied without its WAL, holds the run's offline copy.
        let alone = directory.appending(path: "alone.sqlite")
        try FileManager.default.copyItem(at: file, to: alone)
        let sql =
            "SELECT (SELECT count(*) FROM packs_offline_copy) + (SELECT count(*) FROM packs_cached_pack)"
        let stored = try await DatabaseQueue(path: alone.path).read { try Int.fetchOne($0, sql: sql) }
        #expect(stored ?? 0 > 0)
        try other.close()
    }
}
