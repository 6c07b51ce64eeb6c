import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an app keeps on disk, and removing it: the `data` subcommand and Settings' "Your data".
///
/// It never creates a database to look at one: a missing file is reported as "nothing stored".
public enum DataInventory {
    /// One file on disk.
    public struct StoredFile: Sendable, Hashable {
        /// Its path.
        public let url: URL
        /// Its size in bytes.
        public let bytes: Int64
        /// Its permission bits, e.g. `0o600`.
        public let mode: Int
    }

    /// One table's rows.
    public struct TableSummary: Sendable, Hashable {
        /// The table's name.
        public let table: String
        /// What the rows are (the feature's description), or nil when no feature describes it.
        public let description: String?
        /// How many rows it holds.
        public let rows: Int
        /// When its content was last synced from the server; nil for device data or never.
        public let lastSync: Date?
    }

    /// Why a wipe did not happen, or did not finish.
    public enum WipeError: Error, Equatable, Sendable {
        /// Another process has the database open (`pid` when the system tells it).
        case inUse(URL, pid: Int32?)
        /// A file could not be removed; files before it in the list were removed.
        case cannotRemove(URL, reason: String)
        /// The path is not a database of the app's (``AppOwnership``); nothing was removed.
        case notTheApps(URL, NotTheApps)
    }

    /// Why a path that `--store` names is not the app's to remove.
    public enum NotTheApps: Sendable, Equatable {
        /// A symbolic link: a wipe never removes through one.
        case symbolicLink
        /// A folder, a device, a pipe or a socket.
        case notAFile
        /// A file without SQLite's header.
        case notADatabase
        /// An empty file in a folder the app did not make.
        case emptyFile
        /// Another program's SQLite database.
        case otherProgram
    }

    /// Refuses a `database` path that holds something not the app's (see ``AppOwnership``);
    /// nothing there is fine (there is nothing to remove).
    public static func checkIsTheApps(_ database: URL) throws(WipeError) {
        switch AppOwnership.kind(of: database) {
        case .missing:
            return
        case .symbolicLink:
            throw .notTheApps(database, .symbolicLink)
        case .notRegular:
            throw .notTheApps(database, .notAFile)
        case .empty:
            // A run stopped between creating the file and SQLite's first write leaves it empty.
            if !AppOwnership.isAppFolder(database.deletingLastPathComponent()) {
                throw .notTheApps(database, .emptyFile)
            }
        case .file:
            switch AppOwnership.owner(of: database) {
            case .app?: return
            case nil: throw .notTheApps(database, .notADatabase)
            case .nobody?, .other?: throw .notTheApps(database, .otherProgram)
            }
        }
    }

    /// The short human part of `error` (SQLite's or the system's message).
    public static func reason(for error: any Error) -> String {
        DatabaseOpener.reason(for: error)
    }

    /// The files that make up the database at `database`: the file, its `-wal` and `-shm`
    /// (and a rollback `-journal`), those that exist. A `--store` that is a symbolic link is
    /// followed, as SQLite follows it: the files are beside the database the link leads to.
    public static func databaseFiles(_ database: URL) -> [StoredFile] {
        let database = database.resolvingSymlinksInPath()
        return ["", "-wal", "-shm", "-journal"].compactMap { file(URL(fileURLWithPath: database.path + $0)) }
    }

    /// `url` as a ``StoredFile`` when a regular file is there; nil for nothing, a folder, a link,
    /// a device, a pipe or a socket: `--store /dev/null` names nothing the app stored, and a wipe
    /// must never remove such a thing.
    public static func file(_ url: URL) -> StoredFile? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            (attributes[.type] as? FileAttributeType) == .typeRegular
        else { return nil }
        return StoredFile(
            url: url, bytes: (attributes[.size] as? NSNumber)?.int64Value ?? 0,
            mode: (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0)
    }

    /// The other apps' databases in `directory` (every `*.sqlite` but `except`), by name.
    public static func otherDatabases(in directory: URL, except database: URL) -> [StoredFile] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted()
            .filter { $0.hasSuffix(".sqlite") && $0 != database.lastPathComponent }
            .compactMap { file(directory.appendingPathComponent($0, isDirectory: false)) }
    }

    /// Every table of the database at `database` with its row count, described by `records`
    /// where a feature declared it (GRDB's own bookkeeping table is left out). Nil when there is
    /// no database file. The database is opened read-write (without creating it) so that closing
    /// it removes the `-wal`/`-shm` files it needed, as the apps do; it is only read.
    public static func tables(in database: URL, described records: [StoredRecords]) throws -> [TableSummary]?
    {
        let database = database.resolvingSymlinksInPath()
        guard file(database) != nil else { return nil }
        // Another program's database is not looked into (a read-write look could checkpoint it).
        if AppOwnership.kind(of: database) == .file, AppOwnership.owner(of: database) != .app {
            throw StorageError.notTheAppsDatabase(database)
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(15)
        configuration.label = "data-inventory"
        let queue = try DatabaseQueue(path: database.path, configuration: configuration)
        defer { try? queue.close() }
        let described = Dictionary(records.map { ($0.table, $0) }, uniquingKeysWith: { first, _ in first })
        return try queue.read { db in
            let names = try String.fetchAll(
                db,
                sql: """
                    SELECT name FROM sqlite_master
                    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
                    ORDER BY name
                    """)
            return try names.filter { described[$0]?.isListed ?? true }.map { name in
                let record = described[name]
                let rows =
                    try record?.count?(db)
                    ?? Int.fetchOne(db, sql: "SELECT count(*) FROM \(name.quotedDatabaseIdentifier)") ?? 0
                let lastSync = try rows == 0 ? nil : record?.lastSync?(db)
                return TableSummary(
                    table: name, description: record?.description, rows: rows, lastSync: lastSync)
            }
        }
    }

    /// Removes the database at `database` (with its `-wal`, `-shm`, `-journal`) and `others`
    /// (e.g. the app's log), each only when it is a regular file, then the folders in
    /// `emptyFolders` that an app made and that are left empty. Refused, with nothing removed,
    /// when `database` is not the app's (``checkIsTheApps(_:)``: a link, another program's file)
    /// and while another process has the database open: the check holds SQLite's own "a
    /// connection is open" lock (the `-shm` file's DMS byte) exclusively, so no process can open
    /// the database between the check and the removal.
    ///
    /// Must not be called while this process has the database open: POSIX record locks are
    /// per process, so the check cannot see this process's own connections.
    /// - Returns: the files removed, in order.
    @discardableResult
    public static func wipe(
        database: URL, others: [URL] = [], emptyFolders: [URL] = []
    ) throws(WipeError) -> [URL] {
        try checkIsTheApps(database)
        // Only what was there is reported: the lock may create an empty -shm file.
        let existing = Set(
            (["", "-wal", "-shm", "-journal"].map { database.path + $0 } + others.map(\.path)).filter {
                file(URL(fileURLWithPath: $0)) != nil
            })
        let guardLock = try holdExclusively(database)
        defer { guardLock?.release() }
        var removed: [URL] = []
        // The -shm last: its lock keeps other processes out until the database is gone.
        let files =
            ["", "-wal", "-journal"].map { URL(fileURLWithPath: database.path + $0) } + others
            + [URL(fileURLWithPath: database.path + "-shm")]
        for url in files {
            do {
                if try removeRegularFile(url), existing.contains(url.path) { removed.append(url) }
            } catch {
                throw .cannotRemove(url, reason: DatabaseOpener.reason(for: error))
            }
        }
        // Only a folder an app made, and only when nothing but its marker is left in it.
        for folder in emptyFolders { AppOwnership.removeFolderIfEmpty(folder) }
        return removed
    }

    /// Removes `url` when it is a regular file: never a folder, a device, or what a symbolic
    /// link leads to (a link there is left too).
    /// - Returns: whether a file was removed.
    @discardableResult
    public static func removeRegularFile(_ url: URL) throws -> Bool {
        guard file(url) != nil else { return false }
        guard unlink(url.path) == 0 else {
            if errno == ENOENT { return false }
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
        }
        return true
    }

    /// Whether another process has the database at `database` open now.
    public static func openElsewhere(_ database: URL) -> (open: Bool, pid: Int32?) {
        let shm = database.resolvingSymlinksInPath().path + "-shm"
        let descriptor = open(shm, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return (false, nil) }
        defer { close(descriptor) }
        var lock = dmsLock(type: F_WRLCK)
        guard fcntl(descriptor, F_GETLK, &lock) == 0 else { return (false, nil) }
        return lock.l_type == F_UNLCK ? (false, nil) : (true, lock.l_pid > 0 ? lock.l_pid : nil)
    }

    /// SQLite's unix VFS: every connection holds a read lock on byte 128 of the `-shm` file
    /// (the "DMS" byte) while it has the WAL index open, and a new connection takes it before
    /// it reads anything.
    private static let dmsOffset = 128

    private static func dmsLock(type: Int32) -> flock {
        var lock = flock()
        lock.l_type = Int16(type)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = off_t(dmsOffset)
        lock.l_len = 1
        return lock
    }

    /// The held exclusive DMS lock of a database, released when the wipe is done.
    private struct HeldLock {
        let descriptor: Int32
        func release() { close(descriptor) }
    }

    /// Takes the DMS lock exclusively (creating an empty `-shm` file for it when the database
    /// exists without one); nil when there is no database.
    private static func holdExclusively(_ database: URL) throws(WipeError) -> HeldLock? {
        guard file(database) != nil else { return nil }
        let shm = database.path + "-shm"
        let descriptor = open(shm, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        // The folder is read-only or similar: the removal below reports the real cause.
        guard descriptor >= 0 else { return nil }
        var lock = dmsLock(type: F_WRLCK)
        if fcntl(descriptor, F_SETLK, &lock) == 0 {
            return HeldLock(descriptor: descriptor)
        }
        var probe = dmsLock(type: F_WRLCK)
        let pid: Int32? = fcntl(descriptor, F_GETLK, &probe) == 0 && probe.l_pid > 0 ? probe.l_pid : nil
        close(descriptor)
        throw .inUse(database, pid: pid)
    }

    /// Deletes every record of the open `database` in one transaction (the schema and its
    /// migrations stay), then rewrites the file so the deleted pages are gone from the file and
    /// its WAL too. What the Settings screen's wipe does: the app itself holds the database open,
    /// so its files cannot be removed under it.
    /// - Returns: how many rows were deleted.
    @discardableResult
    public static func eraseRecords(in database: AppDatabase) throws -> Int {
        let deleted = try database.writer.write { db -> Int in
            let names = try String.fetchAll(
                db,
                sql: """
                    SELECT name FROM sqlite_master
                    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
                    """)
            var total = 0
            for name in names {
                try db.execute(sql: "DELETE FROM \(name.quotedDatabaseIdentifier)")
                total += db.changesCount
            }
            return total
        }
        if case .file = database.location {
            try database.writer.vacuum()
            try database.writer.writeWithoutTransaction { db in
                _ = try Row.fetchAll(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            }
        }
        return deleted
    }
}
