import DataStorage
import Foundation
import GRDB
import MosaicTestSupport
import Testing

@Suite struct PersistenceTests {
    private let notes = ModuleMigrations(
        module: "Notes",
        [
            Migration("v1_createNotes") { db in
                try db.create(table: "notes_note") { table in
                    table.autoIncrementedPrimaryKey("id")
                    table.column("text", .text).notNull()
                }
            }
        ])

    @Test func dataSurvivesCloseAndReopenInWALMode() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("app.sqlite")
            let first = try AppDatabase(location: .file(file), appName: "app", migrations: [notes])
            #expect(try first.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
            try first.write { db in
                try db.execute(sql: "INSERT INTO notes_note (text) VALUES ('zażółć'), ('gęślą')")
            }
            #expect(FileManager.default.fileExists(atPath: file.path + "-wal"))
            try first.close()
            let walSize = try FileManager.default.attributesOfItem(atPath: file.path + "-wal")[.size] as? Int
            #expect((walSize ?? 0) == 0, "close() checkpoints the WAL into the main file")

            let second = try AppDatabase(location: .file(file), appName: "app", migrations: [notes])
            let texts = try second.read {
                try String.fetchAll($0, sql: "SELECT text FROM notes_note ORDER BY id")
            }
            #expect(texts == ["zażółć", "gęślą"])
        }
    }

    @Test func aSecondConnectionSeesCommittedWritesStillInTheWAL() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("app.sqlite")
            let writer = try AppDatabase(location: .file(file), appName: "app", migrations: [notes])
            try writer.write {
                try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('not checkpointed')")
            }

            let reader = try AppDatabase(location: .file(file), appName: "app", migrations: [notes])
            #expect(reader.migrationsAppliedAtOpen.isEmpty)
            #expect(
                try reader.read { try String.fetchAll($0, sql: "SELECT text FROM notes_note") } == [
                    "not checkpointed"
                ])
        }
    }

    @Test func aFileCopiedWithoutItsWALSiblingsOpens() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("app.sqlite")
            let first = try AppDatabase(location: .file(file), appName: "app", migrations: [notes])
            try first.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('copied')") }
            try first.close()
            // What a user gets by copying only the .sqlite file to another machine.
            for sibling in ["-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: file.path + sibling)
            }

            let reopened = try AppDatabase(location: .file(file), appName: "app", migrations: [notes])
            #expect(reopened.migrationsAppliedAtOpen.isEmpty)
            #expect(
                try reopened.read { try String.fetchAll($0, sql: "SELECT text FROM notes_note") } == [
                    "copied"
                ])
        }
    }

    /// An empty database made by another tool (`sqlite3 app.sqlite 'VACUUM'`), in SQLite's default
    /// rollback-journal mode, holds nothing of anybody's: it is adopted and switched to WAL. One
    /// with tables of another program is refused (`AppOwnershipTests`).
    @Test func anEmptyRollbackJournalDatabaseIsAdoptedAndSwitchedToWAL() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("app.sqlite")
            let queue = try DatabaseQueue(path: file.path)
            try queue.writeWithoutTransaction { try $0.execute(sql: "VACUUM") }
            try queue.close()
            #expect(AppOwnership.owner(of: file) == .nobody)

            let adopted = try AppDatabase(location: .file(file), appName: "app", migrations: [notes])
            #expect(
                adopted.migrationsAppliedAtOpen == [
                    "DataStorage.v1_createKeyValueStore", "Notes.v1_createNotes",
                ])
            #expect(try adopted.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
            #expect(
                try adopted.read { try Int32.fetchOne($0, sql: "PRAGMA application_id") }
                    == AppOwnership.applicationID)
        }
    }

    /// Replacing a large value (an offline copy of megabytes) by a small one writes no zeros over
    /// every page it frees: Debian's SQLite does by default (`secure_delete`), which made a
    /// start after a million parcels 0.7 s. Counted in what reaches the write-ahead log.
    @Test func replacingALargeValueWritesNoZerosOverItsFreedPages() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "copy.sqlite")
            let database = try AppDatabase(location: .file(file), appName: "app", migrations: [notes])
            #expect(try database.read { try Int.fetchOne($0, sql: "PRAGMA secure_delete") } == 2, "FAST")
            let large = Data((0..<8_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            try database.write { db in
                try db.execute(sql: "CREATE TABLE copies (body BLOB)")
                try db.execute(sql: "INSERT INTO copies (body) VALUES (?)", arguments: [large])
            }
            _ = try database.writer.writeWithoutTransaction { try $0.checkpoint(.truncate) }
            let wal = directory.appending(path: "copy.sqlite-wal").path
            try database.write {
                try $0.execute(sql: "UPDATE copies SET body = ?", arguments: [Data("small".utf8)])
            }
            let written = try #require(FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int)
            #expect(written < 1_000_000, "\(written) bytes logged to free 8 MB")
            #expect(
                try database.read { try Data.fetchOne($0, sql: "SELECT body FROM copies") }
                    == Data("small".utf8))
        }
    }

    /// A new file gets 16 KB pages (offline copies are bodies of megabytes); a file made with
    /// another page size keeps it, data and all.
    @Test func aNewDatabaseHasLargePagesAndAnOldOneKeepsItsOwn() throws {
        try withTemporaryDirectory { directory in
            func pageSize(_ database: AppDatabase) throws -> Int? {
                try database.read { try Int.fetchOne($0, sql: "PRAGMA page_size") }
            }
            let new = try AppDatabase(
                location: .file(directory.appending(path: "new.sqlite")), appName: "app", migrations: [notes])
            #expect(try pageSize(new) == AppDatabase.pageSize)
            #expect(AppDatabase.pageSize == 16_384)
            try new.close()

            let file = directory.appending(path: "old.sqlite")
            let queue = try DatabaseQueue(path: file.path)
            try queue.write {
                try $0.execute(
                    sql:
                        "PRAGMA page_size = 4096; CREATE TABLE legacy (id INTEGER); INSERT INTO legacy VALUES (1)"
                )
                // What an earlier version of the app left: its migrations recorded, no application id.
                try $0.execute(
                    sql: """
                        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                        INSERT INTO grdb_migrations VALUES ('DataStorage.v0_earlier')
                        """)
            }
            try queue.close()
            let old = try AppDatabase(location: .file(file), appName: "app", migrations: [notes])
            #expect(try pageSize(old) == 4096)
            #expect(try old.read { try Int.fetchOne($0, sql: "SELECT id FROM legacy") } == 1)
            #expect(try old.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        }
    }

    @Test func missingDirectoriesAreCreated() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("data/mosaic/nested/app.sqlite")
            _ = try AppDatabase(location: .file(file), appName: "app")
            var isDirectory: ObjCBool = false
            #expect(
                FileManager.default.fileExists(
                    atPath: file.deletingLastPathComponent().path, isDirectory: &isDirectory))
            #expect(isDirectory.boolValue)
            #expect(FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test func inMemoryDatabasesAreMigratedAndIsolated() throws {
        let first = try AppDatabase(location: .memory, appName: "app", migrations: [notes])
        let second = try AppDatabase(location: .memory, appName: "app", migrations: [notes])
        #expect(
            first.migrationsAppliedAtOpen == ["DataStorage.v1_createKeyValueStore", "Notes.v1_createNotes"])
        #expect(second.migrationsAppliedAtOpen == first.migrationsAppliedAtOpen)

        try first.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('only in first')") }
        #expect(try first.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM notes_note") } == 1)
        #expect(try second.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM notes_note") } == 0)
    }

    @Test func asyncReadAndWriteRoundTrip() async throws {
        let database = try AppDatabase(location: .memory, appName: "app", migrations: [notes])
        try await database.write { db in
            try db.execute(sql: "INSERT INTO notes_note (text) VALUES ('async')")
        }
        let texts = try await database.read { db in
            try String.fetchAll(db, sql: "SELECT text FROM notes_note")
        }
        #expect(texts == ["async"])
    }

    @Test func aFailedWriteIsRolledBack() throws {
        let database = try AppDatabase(location: .memory, appName: "app", migrations: [notes])
        #expect(throws: ExpectedFailure.self) {
            try database.write { db in
                try db.execute(sql: "INSERT INTO notes_note (text) VALUES ('rolled back')")
                throw ExpectedFailure()
            }
        }
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM notes_note") } == 0)
    }
}
