import DataStorage
import Foundation
import GRDB
import MosaicTestSupport
import Testing

/// ``AppDatabase/checkpointWrites()``: what a run wrote goes into the database file and the WAL
/// is emptied, unless another connection is reading from the WAL (then it gives up and loses
/// nothing); a database in memory has no WAL.
@Suite struct CheckpointWritesTests {
    private static let notes = ModuleMigrations(
        module: "Notes",
        [
            Migration("v1") {
                try $0.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
            }
        ])

    private func open(_ file: URL) throws -> AppDatabase {
        try AppDatabase(location: .file(file), appName: "app", migrations: [Self.notes])
    }

    private func walSize(_ file: URL) -> Int {
        let wal = file.path + "-wal"
        return (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
    }

    /// Runs `body` on a database file in a new folder, with one note written (still in the WAL).
    private func withOneNote(_ body: (_ directory: URL, _ file: URL, AppDatabase) throws -> Void) throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "app.sqlite")
            let database = try open(file)
            defer { try? database.close() }
            try database.write { try $0.execute(sql: "INSERT INTO note (text) VALUES ('kept')") }
            try body(directory, file, database)
        }
    }

    @Test func theWritesGoIntoTheFileAndTheWALIsEmptied() throws {
        try withOneNote { directory, file, database in
            #expect(walSize(file) > 0)

            #expect(database.checkpointWrites())
            #expect(walSize(file) == 0)
            let alone = directory.appending(path: "alone.sqlite")
            try FileManager.default.copyItem(at: file, to: alone)
            let texts = try DatabaseQueue(path: alone.path).read {
                try String.fetchAll($0, sql: "SELECT text FROM note")
            }
            #expect(texts == ["kept"])
            // The database is still usable afterwards.
            try database.write { try $0.execute(sql: "INSERT INTO note (text) VALUES ('later')") }
            #expect(try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM note") } == 2)
        }
    }

    @Test func aReaderInAnotherConnectionKeepsTheWALAndLosesNothing() throws {
        try withOneNote { _, file, database in
            let other = try DatabaseQueue(path: file.path)
            let checkpointed = try other.read { db in
                // This read transaction uses the WAL: emptying it must wait for the reader.
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM note")
                return database.checkpointWrites()
            }
            #expect(!checkpointed)
            #expect(walSize(file) > 0)
            #expect(try database.read { try String.fetchAll($0, sql: "SELECT text FROM note") } == ["kept"])
            // Once the reader is gone, the next run's checkpoint empties it.
            #expect(database.checkpointWrites())
            #expect(walSize(file) == 0)
        }
    }

    @Test func aDatabaseInMemoryHasNothingToCheckpoint() throws {
        let database = try AppDatabase(location: .memory, appName: "app", migrations: [Self.notes])
        #expect(!database.checkpointWrites())
    }
}
