import Foundation
import GRDB
import Logging

#if canImport(Glibc)
    import Glibc
#endif

/// The app's one database: opened, checked and fully migrated by `init`, so every failure
/// surfaces there as a ``StorageError`` instead of on some feature's first query.
///
/// Features build their repositories on ``writer`` and own their tables through the
/// ``ModuleMigrations`` passed here.
public final class AppDatabase: Sendable {
    /// The connection features' repositories use (a WAL `DatabasePool` for files).
    public let writer: any DatabaseWriter
    /// Where this database lives.
    public let location: StorageLocation
    /// Every registered migration identifier ("Module.id"), in run order.
    public let registeredMigrations: [String]
    /// The identifiers recorded while this open migrated, in run order (by this process, or by
    /// another one that opened the same file at the same moment); empty when already up to date.
    public let migrationsAppliedAtOpen: [String]
    /// The folder holding the database file when an app did not make it and others may list it,
    /// with its mode: it is left as it is, and the app says so once (``AppOwnership``).
    public let exposedFolder: (url: URL, mode: Int)?
    /// Whether this open created the database file, and the folders it made for it.
    private let created: (file: Bool, folders: [URL])
    /// How long a statement waits for another process's lock, in milliseconds.
    static let busyTimeoutMilliseconds = 15_000
    /// The page size of a database this creates, in bytes.
    public static let pageSize = 16_384

    private let plan: MigrationPlan

    /// Opens the database at `location`, creating it and its directory if needed, verifies it and
    /// applies pending migrations: DataStorage's own first, then `migrations` in the given order.
    ///
    /// A file that is not a database or is corrupt is never modified: opening throws instead.
    public init(
        location: StorageLocation,
        appName: String,
        migrations: [ModuleMigrations] = [],
        logger: Logger = Logger(label: "mosaic.storage")
    ) throws(StorageError) {
        var logger = logger
        logger[metadataKey: "app"] = "\(appName)"
        // Validate before touching the disk: a wiring mistake must not create or change a file.
        let plan = try MigrationPlan(modules: migrations)

        var configuration = Configuration()
        configuration.label = "mosaic.storage.\(appName)"
        // Another process may be writing (two terminals, a script): wait for its lock instead of
        // failing at once; 15 s covers a busy CI agent and still ends a real deadlock.
        configuration.busyMode = .timeout(TimeInterval(Self.busyTimeoutMilliseconds) / 1_000)
        // A new database gets 16 KB pages (SQLite's default is 4 KB): an offline copy is a body of
        // megabytes, and a quarter of the pages is a quarter of the page writes and reads when it
        // is replaced. Only an empty file takes the setting; an existing one keeps its pages.
        //
        // Deleted content is zeroed only where that costs no extra writes (`secure_delete = FAST`).
        // Debian's SQLite zeroes every freed page by default: replacing a 200 MB offline copy
        // with a small one wrote 200 MB of zeros (0.7 s at start). The file stays private (0600);
        // a freed page is overwritten when it is reused.
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA page_size = \(Self.pageSize); PRAGMA secure_delete = FAST")
        }

        let opened = try DatabaseOpener.open(location, configuration: configuration)
        let writer = opened.writer
        var exposedFolder: (url: URL, mode: Int)?
        if case .file(let url) = location {
            let tightened = AppOwnership.tighten(database: url)
            if !tightened.changed.isEmpty {
                logger.notice(
                    "Made the data private (only you can read it): \(tightened.changed.joined(separator: ", "))"
                )
            }
            exposedFolder = tightened.exposedFolder.map { (url: $0.0, mode: $0.mode) }
        }
        let applied = try Self.migrate(writer, plan: plan, location: location)
        logger.info("Opened \(location)", metadata: ["migrations": "\(plan.identifiers.count)"])
        for identifier in applied {
            logger.info("Applied migration \(identifier)")
        }
        if let unknown = try? writer.read({ try plan.unknownApplied($0) }), !unknown.isEmpty {
            logger.notice(
                "The database records migrations this app does not know (a newer version or another app?)",
                metadata: ["unknown": "\(unknown.joined(separator: ", "))"])
        }
        self.writer = writer
        self.location = location
        self.registeredMigrations = plan.identifiers
        self.migrationsAppliedAtOpen = applied
        self.plan = plan
        self.exposedFolder = exposedFolder
        self.created = (opened.createdFile, opened.madeFolders)
    }

    /// Removes the database file this open created, with the folders it made for it, when
    /// nothing was stored in it: a run that failed after the database was opened (a bad value
    /// found late, a server error) leaves no trace. Closes the database first; nothing happens
    /// while another process has it open, or when any table holds a row.
    /// - Returns: whether the file is gone.
    @discardableResult
    public func discardIfUnused() -> Bool {
        guard created.file, case .file(let url) = location else { return false }
        let holdsNothing =
            (try? writer.read { db in
                let tables = try String.fetchAll(
                    db,
                    sql: """
                        SELECT name FROM sqlite_master
                        WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
                        """)
                return try tables.allSatisfy {
                    try Int.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \($0.quotedDatabaseIdentifier))")
                        == 0
                }
            }) ?? false
        guard holdsNothing, (try? writer.close()) != nil, (try? DataInventory.wipe(database: url)) != nil
        else { return false }
        // The folders this open made, innermost first: each goes when it is empty (a base folder
        // such as ~/.local/share, made now but never marked, too: it was not there before).
        for folder in created.folders.reversed() where !AppOwnership.removeFolderIfEmpty(folder) {
            rmdir(folder.path)
        }
        return true
    }

    /// Identifiers of registered migrations recorded as applied, in run order.
    public func appliedMigrations() throws -> [String] {
        try writer.read { try plan.applied($0) }
    }

    /// Runs read-only database work.
    public func read<T>(_ value: (Database) throws -> T) throws -> T {
        try writer.read(value)
    }

    /// Runs read-only database work without blocking the caller's thread.
    public func read<T: Sendable>(_ value: @Sendable (Database) throws -> T) async throws -> T {
        try await writer.read(value)
    }

    /// Runs database work in a transaction that is rolled back if `updates` throws.
    public func write<T>(_ updates: (Database) throws -> T) throws -> T {
        try writer.write(updates)
    }

    /// Runs database work in a transaction without blocking the caller's thread.
    public func write<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T {
        try await writer.write(updates)
    }

    /// Copies what is in the WAL into the database file and empties the WAL, at the end of a run.
    ///
    /// The process exits without closing the database, and the next one to open it reads back the
    /// whole WAL before its first query (SQLite rebuilds the WAL's index from it). A WAL left as it
    /// was grew by each run's writes up to SQLite's 1,000-page checkpoint (16 MB with 16 KB pages):
    /// after a few hundred runs, a start read 24 MB from it (`packs --plain`: 31.8 ms, 23.0 ms with
    /// the WAL emptied).
    ///
    /// Best effort, and brief: when another process is reading or writing, it waits at most
    /// 100 ms (not the 15 s a query waits) and leaves the WAL to a later run. Nothing in memory.
    @discardableResult
    public func checkpointWrites() -> Bool {
        guard case .file = location else { return false }
        do {
            try writer.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA busy_timeout = 100")
                defer { try? db.execute(sql: "PRAGMA busy_timeout = \(Self.busyTimeoutMilliseconds)") }
                _ = try db.checkpoint(.truncate)
            }
            return true
        } catch {
            return false
        }
    }

    /// Checkpoints the WAL into the main file, then closes; later accesses throw.
    ///
    /// Deinit closes too, but leaves committed data in the `-wal` file (GRDB's read-only reader
    /// connections close last and cannot checkpoint). After `close()` the `.sqlite` file alone
    /// holds everything, so it can be copied or attached to a bug report.
    public func close() throws {
        if case .file = location {
            // Best effort: if another process is reading, the data stays safe in the WAL.
            _ = try? writer.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        }
        try writer.close()
    }

    /// Runs pending migrations and returns the identifiers recorded meanwhile, in order.
    ///
    /// Two processes may open a new file at once (two terminals, a script starting several
    /// commands). GRDB reads which migrations are applied before it takes the write lock, so the
    /// second one can run a migration the first has just committed: it fails ("table … already
    /// exists", or the identifier's unique key) and its transaction rolls back, leaving nothing
    /// half done. When that failure comes with more migrations recorded than before the attempt,
    /// another process made progress, and migrating again starts from what it recorded. Each
    /// retry needs new progress, so there are at most as many as there are migrations.
    private static func migrate(
        _ writer: any DatabaseWriter, plan: MigrationPlan, location: StorageLocation
    ) throws(StorageError) -> [String] {
        do {
            let before = Set(try writer.read { try plan.applied($0) })
            var attempt = before
            while true {
                do {
                    try plan.migrator.migrate(writer)
                    break
                } catch {
                    let now = (try? writer.read { try plan.applied($0) }).map(Set.init) ?? []
                    guard now.isStrictSuperset(of: attempt) else { throw error }
                    attempt = now
                }
            }
            let after = Set(try writer.read { try plan.applied($0) })
            return plan.identifiers.filter { after.contains($0) && !before.contains($0) }
        } catch {
            if case .file(let url) = location, let databaseError = error as? DatabaseError,
                [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(databaseError.resultCode)
            {
                throw DatabaseOpener.classify(databaseError, file: url)
            }
            // GRDB runs migrations in order, each in its own transaction: the failed one is the
            // first registered migration that is still not recorded.
            let applied = (try? writer.read { try plan.applied($0) }).map(Set.init) ?? []
            let failed = plan.identifiers.first { !applied.contains($0) }
            throw .migrationFailed(
                identifier: failed, location: location, reason: DatabaseOpener.reason(for: error))
        }
    }
}
