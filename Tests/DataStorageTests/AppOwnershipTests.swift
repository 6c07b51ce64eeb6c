import DataStorage
import Foundation
import GRDB
import MosaicTestSupport
import Testing

/// What is the app's on disk (``AppOwnership``): the only folders and files it may tighten or
/// remove. Everything else a `--store` can name is left byte for byte and mode for mode.
@Suite struct AppOwnershipTests {
    /// A file's type, mode and bytes (a link's destination), to compare before and after.
    private static func fingerprint(_ url: URL) -> String {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return "missing" }
        let mode = String(status.st_mode, radix: 8)
        if status.st_mode & S_IFMT == S_IFLNK {
            return
                "link \(mode) -> \((try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?")"
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path).sorted()) ?? []
            return "folder \(mode) \(names)"
        }
        return "file \(mode) \((try? Data(contentsOf: url))?.base64EncodedString() ?? "?")"
    }

    /// Another program's SQLite database: a table of its own, no application id.
    private static func otherProgramsDatabase(at url: URL, applicationID: Int32 = 0, wal: Bool = false) throws
    {
        let queue = try DatabaseQueue(path: url.path)
        if wal { try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL") } }
        try queue.write { db in
            try db.execute(
                sql: "CREATE TABLE places (url TEXT); INSERT INTO places VALUES ('https://example.com')")
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        }
        try queue.close()
    }

    @Test func foldersTheAppMakesAreMarkedAndOnlyThoseAreTheApps() throws {
        try withTemporaryDirectory { directory in
            let made = try AppOwnership.makeFolders(directory.appendingPathComponent("a/b/c"))
            try #require(made.count == 3)
            #expect(made.map(\.lastPathComponent) == ["a", "b", "c"], "outermost first")
            for folder in made {
                #expect(AppOwnership.isAppFolder(folder), "\(folder.path)")
                var status = stat()
                #expect(stat(folder.path, &status) == 0 && status.st_mode & 0o777 == 0o700)
            }
            #expect(!AppOwnership.isAppFolder(directory), "a folder that was there is never the app's")
            #expect(try AppOwnership.makeFolders(directory.appendingPathComponent("a/b")).isEmpty)
            let link = directory.appendingPathComponent("link")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: made[0])
            #expect(!AppOwnership.isAppFolder(link), "a link to an app folder is not one")

            // Emptied of everything but its marker, an app folder goes; the user's stays.
            #expect(!AppOwnership.removeFolderIfEmpty(made[1]), "it still holds c")
            #expect(AppOwnership.removeFolderIfEmpty(made[2]))
            #expect(AppOwnership.removeFolderIfEmpty(made[1]))
            #expect(!FileManager.default.fileExists(atPath: made[1].path))
            let user = directory.appendingPathComponent("user")
            try FileManager.default.createDirectory(at: user, withIntermediateDirectories: false)
            #expect(!AppOwnership.removeFolderIfEmpty(user))
            #expect(FileManager.default.fileExists(atPath: user.path))
        }
    }

    @Test func whatAPathHoldsIsToldWithoutFollowingALink() throws {
        try withTemporaryDirectory { directory in
            let text = directory.appendingPathComponent("notes.txt")
            try Data("my thesis".utf8).write(to: text)
            let empty = directory.appendingPathComponent("empty")
            #expect(FileManager.default.createFile(atPath: empty.path, contents: nil))
            let link = directory.appendingPathComponent("link.sqlite")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: text)
            let database = directory.appendingPathComponent("app.sqlite")
            try AppDatabase(location: .file(database), appName: "app").close()
            let other = directory.appendingPathComponent("places.sqlite")
            try Self.otherProgramsDatabase(at: other)

            #expect(AppOwnership.kind(of: text) == .file)
            #expect(AppOwnership.kind(of: empty) == .empty)
            #expect(AppOwnership.kind(of: link) == .symbolicLink)
            #expect(AppOwnership.kind(of: directory) == .notRegular)
            #expect(AppOwnership.kind(of: directory.appendingPathComponent("none")) == .missing)
            #expect(AppOwnership.kind(of: database) == .file)
            #expect(AppOwnership.owner(of: database) == .app)
            #expect(AppOwnership.owner(of: other) == .other)
            #expect(AppOwnership.owner(of: text) == nil, "not an SQLite database")
            #expect(AppOwnership.isAppDatabase(database))
            #expect(!AppOwnership.isAppDatabase(other))
            #expect(!AppOwnership.isAppDatabase(text))
            #expect(!AppOwnership.isAppDatabase(link), "never through a link")

            // The XDG base folders are every program's: made private when missing, never marked.
            let home = directory.appendingPathComponent("home")
            let made = try AppOwnership.makeFolders(home.appendingPathComponent(".local/share/mosaic"))
            #expect(made.map(\.lastPathComponent) == ["home", ".local", "share", "mosaic"])
            #expect(AppOwnership.isAppFolder(home.appendingPathComponent(".local/share/mosaic")))
            #expect(!AppOwnership.isAppFolder(home.appendingPathComponent(".local/share")))
        }
    }

    /// Opening another program's database would add the app's tables to it: it is refused, and
    /// the file (and its folder) are exactly as they were, with no `-wal`/`-shm` left beside it.
    @Test(arguments: [(Int32(0), false), (0x0F10_5000, false), (0, true)])
    func anotherProgramsDatabaseIsNeverOpened(applicationID: Int32, wal: Bool) throws {
        try withTemporaryDirectory { directory in
            let other = directory.appendingPathComponent("places.sqlite")
            try Self.otherProgramsDatabase(at: other, applicationID: applicationID, wal: wal)
            let before = (Self.fingerprint(other), Self.fingerprint(directory))
            #expect(throws: StorageError.notTheAppsDatabase(other)) {
                try AppDatabase(location: .file(other), appName: "app")
            }
            #expect((Self.fingerprint(other), Self.fingerprint(directory)) == before)
            #expect(throws: DataInventory.WipeError.notTheApps(other, .otherProgram)) {
                try DataInventory.wipe(database: other)
            }
            #expect((Self.fingerprint(other), Self.fingerprint(directory)) == before)
        }
    }

    /// A database an earlier version made (no application id, DataStorage's migration recorded)
    /// is still the app's: it opens, keeps its rows and is marked from then on.
    @Test func anEarlierVersionsDatabaseIsStillTheApps() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("app.sqlite")
            let database = try AppDatabase(location: .file(file), appName: "app")
            try database.write { db in
                try db.execute(sql: "CREATE TABLE t(x); INSERT INTO t VALUES (7); PRAGMA application_id = 0")
            }
            try database.close()
            #expect(AppOwnership.isAppDatabase(file), "recognised by its migrations")

            let reopened = try AppDatabase(location: .file(file), appName: "app")
            #expect(
                try reopened.read { try Int32.fetchOne($0, sql: "PRAGMA application_id") }
                    == AppOwnership.applicationID)
            #expect(try reopened.read { try Int.fetchOne($0, sql: "SELECT x FROM t") } == 7)
            try reopened.close()
        }
    }

    /// `data wipe --store X` removes X only when it is the app's database. A user's text file, an
    /// empty file in a user's folder, a link (to a file or to the app's own database) and a folder
    /// are refused with the reason, and nothing there changes.
    @Test func aWipeRemovesOnlyTheAppsDatabase() throws {
        try withTemporaryDirectory { directory in
            let text = directory.appendingPathComponent("decoy.txt")
            try Data("my thesis".utf8).write(to: text)
            let empty = directory.appendingPathComponent("empty.sqlite")
            #expect(FileManager.default.createFile(atPath: empty.path, contents: nil))
            let linkToText = directory.appendingPathComponent("link.sqlite")
            try FileManager.default.createSymbolicLink(at: linkToText, withDestinationURL: text)
            let folder = directory.appendingPathComponent("folder")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            let refusals: [(URL, DataInventory.NotTheApps)] = [
                (text, .notADatabase), (empty, .emptyFile), (linkToText, .symbolicLink), (folder, .notAFile),
            ]
            let before = Self.fingerprint(directory)
            let files = [text, empty, linkToText, folder].map { ($0, Self.fingerprint($0)) }
            for (url, reason) in refusals {
                #expect(throws: DataInventory.WipeError.notTheApps(url, reason)) {
                    try DataInventory.wipe(database: url, emptyFolders: [directory])
                }
            }
            #expect(Self.fingerprint(directory) == before, "nothing made or removed beside them")
            for (url, fingerprint) in files { #expect(Self.fingerprint(url) == fingerprint, "\(url.path)") }

            // The app's own database in a folder the app made: removed with its folder.
            let appFolder = directory.appendingPathComponent("mosaic")
            let file = appFolder.appendingPathComponent("app.sqlite")
            try AppDatabase(location: .file(file), appName: "app").close()
            #expect(AppOwnership.isAppFolder(appFolder))
            let removed = try DataInventory.wipe(database: file, emptyFolders: [appFolder])
            #expect(removed.map(\.lastPathComponent).contains("app.sqlite"))
            #expect(!FileManager.default.fileExists(atPath: appFolder.path), "the app's emptied folder goes")

            // An empty file in the app's folder is what a run stopped right after creating it left.
            try AppOwnership.makeFolders(appFolder)
            let stopped = appFolder.appendingPathComponent("app.sqlite")
            #expect(FileManager.default.createFile(atPath: stopped.path, contents: nil))
            #expect(
                try DataInventory.wipe(database: stopped, emptyFolders: [appFolder]).map(\.path) == [
                    stopped.path
                ])
        }
    }

    /// A run that failed after opening leaves no database it created and stored nothing in, nor
    /// the folders it made for it; a database holding a row, or one that was there, stays.
    @Test func anUnusedDatabaseThisRunCreatedIsDiscarded() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("new/folder/app.sqlite")
            let unused = try AppDatabase(location: .file(file), appName: "app")
            #expect(unused.discardIfUnused())
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("new").path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)

            let used = try AppDatabase(location: .file(file), appName: "app")
            try KeyValueStore(database: used).set(
                "dark", for: StorageKey<String>(namespace: "t", name: "theme"))
            #expect(!used.discardIfUnused(), "it holds a row")
            try used.close()
            let existing = try AppDatabase(location: .file(file), appName: "app")
            try KeyValueStore(database: existing).removeValue(
                for: StorageKey<String>(namespace: "t", name: "theme"))
            #expect(!existing.discardIfUnused(), "this open did not create it")
            #expect(FileManager.default.fileExists(atPath: file.path))
            try existing.close()
        }
    }
}
