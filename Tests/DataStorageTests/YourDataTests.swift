import DataStorage
import Foundation
import GRDB
import MosaicTestSupport
import Testing

/// Where data goes (XDG), who may read it, what `data` lists and what a wipe removes.
@Suite struct YourDataTests {
    private static func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require((attributes[.posixPermissions] as? NSNumber)?.intValue) & 0o777
    }

    // MARK: Locations

    @Test func theFoldersFollowTheXDGVariablesAndFallBackToHome() {
        let home = URL(fileURLWithPath: "/home/ada", isDirectory: true)
        let defaults = DataDirectories(environment: ["HOME": "/home/ada"])
        #expect(defaults.data.path == "/home/ada/.local/share/mosaic")
        #expect(defaults.state.path == "/home/ada/.local/state/mosaic")
        #expect(defaults.cache.path == "/home/ada/.cache/mosaic")
        #expect(defaults.database(appName: "packs").path == "/home/ada/.local/share/mosaic/packs.sqlite")
        #expect(defaults.log(appName: "packs").path == "/home/ada/.local/state/mosaic/packs.log")

        let xdg = DataDirectories(
            environment: ["XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/c"],
            homeDirectory: home)
        #expect(xdg.data.path == "/d/mosaic")
        #expect(xdg.state.path == "/s/mosaic")
        #expect(xdg.cache.path == "/c/mosaic")

        // The spec: relative or empty values are ignored.
        let relative = DataDirectories(
            environment: ["XDG_DATA_HOME": "data", "XDG_STATE_HOME": "", "HOME": "/home/ada"])
        #expect(relative.data.path == "/home/ada/.local/share/mosaic")
        #expect(relative.state.path == "/home/ada/.local/state/mosaic")
    }

    @Test func homeComesFromTheHOMEVariableWhenItIsAnAbsolutePath() {
        #expect(
            DataDirectories.homeDirectory(environment: ["HOME": "/tmp/elsewhere"]).path == "/tmp/elsewhere")
        // A relative HOME is not a home: the account's home from the password database is used.
        let fallback = DataDirectories.homeDirectory(environment: ["HOME": "relative"])
        #expect(fallback.path.hasPrefix("/"))
        #expect(fallback.path != "relative")
        let location = try? StorageLocation(argument: nil, appName: "store", environment: ["HOME": "/tmp/h"])
        #expect(location == .file(URL(fileURLWithPath: "/tmp/h/.local/share/mosaic/store.sqlite")))
    }

    // MARK: Permissions

    @Test func aNewDatabaseFolderIsPrivateFromTheStart() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("new/nested/app.sqlite")
            let database = try AppDatabase(location: .file(file), appName: "app", migrations: [])
            try database.write { db in try db.execute(sql: "CREATE TABLE t(x)") }
            #expect(try Self.mode(directory.appendingPathComponent("new").path) == 0o700)
            #expect(try Self.mode(directory.appendingPathComponent("new/nested").path) == 0o700)
            // The database and its -wal/-shm are 0600 even under a permissive umask: they are
            // tightened when opened.
            for suffix in ["", "-wal", "-shm"]
            where FileManager.default.fileExists(atPath: file.path + suffix) {
                #expect(try Self.mode(file.path + suffix) & 0o077 == 0, "\(suffix)")
            }
            try database.close()
        }
    }

    /// Only what the app made is tightened: its own folder (marked when made) and its database
    /// files. A folder that was there before (a user's project folder named by `--store`) keeps
    /// its mode, and the app reports it as shared instead.
    @Test func filesAnEarlierVersionLeftReadableAreTightenedOnOpenButAUsersFolderIsNot() throws {
        try withTemporaryDirectory { directory in
            let appFolder = directory.appendingPathComponent("mosaic")
            let userFolder = directory.appendingPathComponent("project")
            try DataDirectories.createPrivateDirectory(appFolder)
            try FileManager.default.createDirectory(at: userFolder, withIntermediateDirectories: true)
            for folder in [appFolder, userFolder] {
                let file = folder.appendingPathComponent("app.sqlite")
                let first = try AppDatabase(location: .file(file), appName: "app", migrations: [])
                try first.write { db in try db.execute(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (1)") }
                try first.close()
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
                try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)

                let reopened = try AppDatabase(location: .file(file), appName: "app", migrations: [])
                #expect(try Self.mode(file.path) == 0o600, "the app's database is private again")
                #expect(try reopened.read { db in try Int.fetchOne(db, sql: "SELECT x FROM t") } == 1)
                try reopened.close()
            }
            #expect(try Self.mode(appFolder.path) == 0o700, "the folder the app made is tightened")
            #expect(try Self.mode(userFolder.path) == 0o755, "the user's folder is left as it is")
            let reopened = try AppDatabase(
                location: .file(userFolder.appendingPathComponent("app.sqlite")), appName: "app",
                migrations: [])
            #expect(reopened.exposedFolder?.url.path == userFolder.path)
            #expect(reopened.exposedFolder?.mode == 0o755)
            try reopened.close()
        }
    }

    // MARK: What is stored

    @Test func tablesAreListedWithTheirDescriptionRowsAndLastSync() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("app.sqlite")
            let sync = SingleRowTable("feature_sync")
            let stamp = Date(timeIntervalSinceReferenceDate: 800_000_000)
            let database = try AppDatabase(location: .file(file), appName: "app", migrations: [])
            try database.write { db in
                try db.execute(
                    sql: "CREATE TABLE feature_item(x); INSERT INTO feature_item VALUES (1), (2), (3)")
                try db.execute(sql: "CREATE TABLE undescribed(y)")
                try sync.create(in: db) { $0.column("synced_at", .double).notNull() }
                try sync.save(["synced_at": stamp.timeIntervalSinceReferenceDate], in: db)
            }
            let records = [
                StoredRecords(
                    table: "feature_item", description: "Items saved for offline use",
                    lastSync: sync.lastSync(column: "synced_at")),
                .bookkeeping("feature_sync"),
            ]
            let tables = try #require(try DataInventory.tables(in: file, described: records))
            let item = try #require(tables.first { $0.table == "feature_item" })
            #expect(item.description == "Items saved for offline use")
            #expect(item.rows == 3)
            #expect(item.lastSync == stamp)
            let other = try #require(tables.first { $0.table == "undescribed" })
            #expect(other.description == nil)
            #expect(other.rows == 0)
            #expect(!tables.contains { $0.table == "feature_sync" }, "bookkeeping is not listed")
            #expect(!tables.contains { $0.table == "grdb_migrations" })
            try database.close()
        }
    }

    @Test func lookingAtAMissingDatabaseCreatesNothing() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("never.sqlite")
            let tables = try DataInventory.tables(in: file, described: [])
            #expect(tables == nil)
            #expect(DataInventory.databaseFiles(file).isEmpty)
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(left.isEmpty)
        }
    }

    @Test func aDatetimeSyncColumnIsReadToo() throws {
        let database = try AppDatabase(location: .memory, appName: "app", migrations: [])
        let sync = SingleRowTable("dated_sync")
        let stamp = Date(timeIntervalSince1970: 1_700_000_000)
        try database.write { db in
            try sync.create(in: db) { $0.column("syncedAt", .datetime).notNull() }
            try sync.save(["syncedAt": stamp], in: db)
        }
        let read = try database.read { db in try sync.lastSync(column: "syncedAt")(db) }
        #expect(read == stamp)
    }

    // MARK: Removing it

    @Test func erasingRecordsEmptiesEveryTableInOneGoAndKeepsTheSchema() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("app.sqlite")
            let migrations = ModuleMigrations(
                module: "Feature",
                [Migration("v1") { db in try db.execute(sql: "CREATE TABLE feature_item(x)") }])
            let database = try AppDatabase(location: .file(file), appName: "app", migrations: [migrations])
            try database.write { db in
                try db.execute(sql: "INSERT INTO feature_item VALUES ('secret-order-WB-1001'), (2)")
            }
            let deleted = try DataInventory.eraseRecords(in: database)
            #expect(deleted == 2)
            #expect(
                try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM feature_item") }
                    == 0)
            #expect(try database.appliedMigrations().contains("Feature.v1"), "the schema stays")
            try database.close()
            // The old rows are not left in free pages or the WAL.
            let bytes = DataInventory.databaseFiles(file).compactMap { try? Data(contentsOf: $0.url) }
            #expect(!bytes.contains { $0.range(of: Data("secret-order-WB-1001".utf8)) != nil })
        }
    }

    @Test func wipeRemovesTheDatabaseItsCompanionsAndTheLogButNothingElse() throws {
        try withTemporaryDirectory { directory in
            let data = directory.appendingPathComponent("data/mosaic")
            let state = directory.appendingPathComponent("state/mosaic")
            try DataDirectories.createPrivateDirectory(data)
            try DataDirectories.createPrivateDirectory(state)
            let file = data.appendingPathComponent("app.sqlite")
            let other = data.appendingPathComponent("other.sqlite")
            let log = state.appendingPathComponent("app.log")
            let database = try AppDatabase(location: .file(file), appName: "app", migrations: [])
            try database.write { db in try db.execute(sql: "CREATE TABLE t(x)") }
            try database.close()
            for url in [other, log, URL(fileURLWithPath: file.path + "-wal")] {
                #expect(FileManager.default.createFile(atPath: url.path, contents: Data("x".utf8)))
            }

            let before = Set(
                ["app.sqlite", "app.sqlite-wal", "app.sqlite-shm"].filter {
                    FileManager.default.fileExists(atPath: data.appendingPathComponent($0).path)
                } + ["app.log"])
            let removed = try DataInventory.wipe(database: file, others: [log], emptyFolders: [data, state])
            #expect(Set(removed.map(\.lastPathComponent)) == before, "exactly what was there is reported")
            #expect(before.isSuperset(of: ["app.sqlite", "app.sqlite-wal", "app.log"]))
            #expect(!FileManager.default.fileExists(atPath: file.path))
            #expect(
                !FileManager.default.fileExists(atPath: file.path + "-shm"), "the lock's -shm is removed too")
            #expect(FileManager.default.fileExists(atPath: other.path), "another app's data stays")
            #expect(FileManager.default.fileExists(atPath: data.path), "a folder still holding files stays")
            #expect(!FileManager.default.fileExists(atPath: state.path), "an emptied folder goes")
        }
    }

    @Test func wipeOfNothingRemovesNothing() throws {
        try withTemporaryDirectory { directory in
            let removed = try DataInventory.wipe(database: directory.appendingPathComponent("none.sqlite"))
            #expect(removed.isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }
    }

    /// `--store /dev/null` once made `data wipe` remove /dev/null: a device, a pipe or a socket
    /// is nothing the app stored; listing shows nothing and a wipe is refused, removing nothing
    /// (a FIFO stands in for the device here).
    @Test func wipeNeverRemovesAPipeOrADevice() throws {
        try withTemporaryDirectory { directory in
            let pipe = directory.appendingPathComponent("store.sqlite")
            let log = directory.appendingPathComponent("app.log")
            try #require(mkfifo(pipe.path, 0o600) == 0 && mkfifo(log.path, 0o600) == 0)
            #expect(DataInventory.databaseFiles(pipe).isEmpty)
            #expect(try DataInventory.tables(in: pipe, described: []) == nil)
            #expect(throws: DataInventory.WipeError.notTheApps(pipe, .notAFile)) {
                try DataInventory.wipe(database: pipe, others: [log])
            }
            #expect(
                FileManager.default.fileExists(atPath: pipe.path)
                    && FileManager.default.fileExists(atPath: log.path))
            #expect(
                !FileManager.default.fileExists(atPath: pipe.path + "-shm"), "no lock file made beside it")
            #expect(DataInventory.databaseFiles(URL(fileURLWithPath: "/dev/null")).isEmpty)
        }
    }

    /// A `--store` that is a symbolic link: the app opens the database where it leads (SQLite
    /// follows it) and `data` lists that, but a wipe never removes through a link: it is refused,
    /// and the link and what it leads to stay.
    @Test func aLinkedStoreIsListedButNeverWipedThroughTheLink() throws {
        try withTemporaryDirectory { directory in
            let target = directory.appendingPathComponent("real/app.sqlite")
            let link = directory.appendingPathComponent("app.sqlite")
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
            let database = try AppDatabase(location: .file(link), appName: "app", migrations: [])
            try database.write { db in try db.execute(sql: "CREATE TABLE t(x)") }
            try database.close()

            let listed = DataInventory.databaseFiles(link).map(\.url.path)
            #expect(listed.first == target.resolvingSymlinksInPath().path, "\(listed)")
            let tables = try #require(try DataInventory.tables(in: link, described: []))
            #expect(tables.map(\.table).contains("t"), "\(tables)")
            #expect(throws: DataInventory.WipeError.notTheApps(link, .symbolicLink)) {
                try DataInventory.wipe(database: link)
            }
            #expect(FileManager.default.fileExists(atPath: target.path), "the data stays")
            #expect(
                (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != nil,
                "the link stays")
            // Named directly, it is the app's database and goes.
            let removed = try DataInventory.wipe(database: target)
            #expect(removed.map(\.path).contains(target.path), "\(removed)")
        }
    }
}
