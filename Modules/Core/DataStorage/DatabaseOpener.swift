import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#endif

/// Opens and checks the SQLite connection behind an ``AppDatabase``, turning every failure into
/// a ``StorageError`` that names the file. It never deletes, truncates or rewrites a file it
/// cannot use: the user's data is theirs to rescue.
enum DatabaseOpener {
    /// An open database and what opening it made on disk.
    struct Opened {
        /// The connection.
        let writer: any DatabaseWriter
        /// Whether this open created the database file.
        let createdFile: Bool
        /// The folders this open made for it, outermost first.
        let madeFolders: [URL]
    }

    /// Opens a `DatabasePool` (WAL) for a file, or a private `DatabaseQueue` in memory. A file is
    /// opened only when it is new, empty or the app's (``AppOwnership``); it is then marked with
    /// Mosaic's application id.
    static func open(
        _ location: StorageLocation, configuration: Configuration
    ) throws(StorageError) -> Opened {
        switch location {
        case .memory:
            do {
                return Opened(
                    writer: try DatabaseQueue(configuration: configuration), createdFile: false,
                    madeFolders: [])
            } catch {
                throw .cannotOpen(.memory, reason: reason(for: error))
            }
        case .file(let url):
            let madeFolders = try prepareDirectory(for: url)
            let createdFile = try createWhole(url, configuration: configuration)
            try verifyExistingFile(url, configuration: configuration, createdNow: createdFile)
            let pool = try openPool(url, configuration: configuration)
            try markAsTheApps(pool, file: url)
            return Opened(writer: pool, createdFile: createdFile, madeFolders: madeFolders)
        }
    }

    /// Gives the database Mosaic's application id (one header write, the first time only), so a
    /// later wipe can tell it from another program's database.
    private static func markAsTheApps(_ writer: any DatabaseWriter, file: URL) throws(StorageError) {
        do {
            try writer.write { db in
                if try Int32.fetchOne(db, sql: "PRAGMA application_id") != AppOwnership.applicationID {
                    try db.execute(sql: "PRAGMA application_id = \(AppOwnership.applicationID)")
                }
            }
        } catch {
            throw classify(error, file: file)
        }
    }

    /// Opens the WAL pool, waiting while another connection switches the same new file to WAL.
    ///
    /// SQLite answers `PRAGMA journal_mode = WAL` (GRDB's first statement on a pool) with
    /// SQLITE_BUSY at once, without calling the busy handler, while another process makes the
    /// same switch: two commands started together on a new store, one of them failed with
    /// "database is locked". The switch is written into the file, so an attempt after the other
    /// connection's finds it made. Attempts wait 5 ms more each time, up to 100 ms, for at most
    /// the busy timeout every other statement waits.
    private static func openPool(_ url: URL, configuration: Configuration) throws(StorageError)
        -> DatabasePool
    {
        var waited = 0
        var pause = 5
        while true {
            do {
                return try DatabasePool(path: url.path, configuration: configuration)
            } catch let error as DatabaseError
                where error.resultCode == .SQLITE_BUSY && waited < AppDatabase.busyTimeoutMilliseconds
            {
                usleep(useconds_t(pause * 1_000))
                waited += pause
                pause = min(pause + 5, 100)
            } catch {
                throw classify(error, file: url)
            }
        }
    }

    /// Creates a missing database file whole: a private (`0600`) SQLite file with Mosaic's
    /// application id is made under a temporary name beside it and linked into place, so the path
    /// never names an empty or half-made file (an empty file there is somebody else's, not the
    /// app's). When another process links its file first, that one is used. On a file system
    /// without hard links the file is created in place, empty, as SQLite would.
    /// - Returns: whether this call created the file.
    private static func createWhole(_ file: URL, configuration: Configuration) throws(StorageError) -> Bool {
        var status = stat()
        if lstat(file.path, &status) == 0 { return false }
        let temporary = file.deletingLastPathComponent().appendingPathComponent(
            ".\(file.lastPathComponent).\(UUID().uuidString).new")
        let descriptor = Glibc.open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .cannotOpen(.file(file), reason: String(cString: strerror(errno)))
        }
        close(descriptor)
        defer { unlink(temporary.path) }
        do {
            // The configuration's preparation sets the page size before the first page is written.
            let queue = try DatabaseQueue(path: temporary.path, configuration: configuration)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA application_id = \(AppOwnership.applicationID)")
            }
            try queue.close()
        } catch {
            throw classify(error, file: file)
        }
        if link(temporary.path, file.path) == 0 { return true }
        switch errno {
        case EEXIST:
            return false
        case EPERM, ENOTSUP, EXDEV:
            let inPlace = Glibc.open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if inPlace >= 0 {
                close(inPlace)
                return true
            }
            if errno == EEXIST { return false }
            throw .cannotOpen(.file(file), reason: String(cString: strerror(errno)))
        default:
            throw .cannotOpen(.file(file), reason: String(cString: strerror(errno)))
        }
    }

    /// Checks an existing file through a read-only connection before the real open: GRDB's
    /// `DatabasePool` writes while opening (WAL setup), which must never happen to a damaged file.
    ///
    /// Reads the schema and runs `PRAGMA quick_check`, so damage surfaces now rather than on some
    /// feature's first query. Other failures (permissions, locks) are left to the real open,
    /// which reports them itself.
    static func verifyExistingFile(
        _ file: URL, configuration: Configuration, createdNow: Bool = false
    ) throws(StorageError) {
        var status = stat()
        guard stat(file.path, &status) == 0 else { return }  // missing: SQLite reports it when opening
        // An empty file the app did not just create is somebody's (`touch notes.sqlite`), unless it
        // lies in a folder the app made (a run stopped right after an in-place creation).
        if status.st_size == 0 {
            if createdNow || AppOwnership.isAppFolder(file.deletingLastPathComponent()) { return }
            throw .emptyFile(file)
        }
        var readOnly = configuration
        readOnly.readonly = true
        let problems: [String]
        let owner: AppOwnership.DatabaseOwner
        do {
            (problems, owner) = try AppOwnership.removingCompanions(
                of: file, unless: { $0.0 == ["ok"] && $0.1 != .other }
            ) {
                let queue = try DatabaseQueue(path: file.path, configuration: readOnly)
                defer { try? queue.close() }
                return try queue.read { db in
                    _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
                    return (try String.fetchAll(db, sql: "PRAGMA quick_check"), try AppOwnership.owner(db))
                }
            }
        } catch {
            let storageError = classify(error, file: file)
            switch storageError {
            case .notADatabase, .corrupt: throw storageError
            default: return
            }
        }
        if problems != ["ok"] {
            throw .corrupt(file, reason: problems.prefix(3).joined(separator: "; "))
        }
        // Another program's database would get the app's tables: it is never written to.
        if owner == .other { throw .notTheAppsDatabase(file) }
    }

    /// Maps an SQLite failure on `file` to the matching ``StorageError``.
    static func classify(_ error: any Error, file: URL) -> StorageError {
        guard let databaseError = error as? DatabaseError else {
            return .cannotOpen(.file(file), reason: reason(for: error))
        }
        switch databaseError.resultCode {
        case .SQLITE_NOTADB: return .notADatabase(file, reason: reason(for: databaseError))
        case .SQLITE_CORRUPT: return .corrupt(file, reason: reason(for: databaseError))
        default: return .cannotOpen(.file(file), reason: reason(for: databaseError))
        }
    }

    /// The short human part of an error: SQLite's own message when there is one.
    static func reason(for error: any Error) -> String {
        if let databaseError = error as? DatabaseError {
            return databaseError.message ?? "\(databaseError.resultCode)"
        }
        // FileManager wraps the POSIX cause in a verbose Cocoa error; the cause is what helps.
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain,
            let message = String(validatingCString: strerror(Int32(nsError.code)))
        {
            return message
        }
        if let cause = nsError.userInfo[NSUnderlyingErrorKey] as? any Error,
            case let underlying = cause as NSError,
            underlying.domain == NSPOSIXErrorDomain,
            let message = String(validatingCString: strerror(Int32(underlying.code)))
        {
            return message
        }
        if let localized = error as? any LocalizedError, let description = localized.errorDescription {
            return description
        }
        // Foundation's localizedDescription for plain Swift errors is a useless generic sentence.
        return String(describing: error)
    }

    /// Creates the database's parent directory when needed (private, marked as the app's);
    /// rejects a path that is a directory.
    /// - Returns: the folders it made, outermost first.
    private static func prepareDirectory(for file: URL) throws(StorageError) -> [URL] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .cannotOpen(.file(file), reason: "it is a directory")
        }
        // A device or a pipe (`--store /dev/null`) would fail in SQLite as a bare "disk I/O error".
        var status = stat()
        if stat(file.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw .cannotOpen(.file(file), reason: "it is not a regular file")
        }
        let directory = file.deletingLastPathComponent()
        if fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return [] }
            throw .cannotCreateDirectory(directory, reason: "a file with that name already exists")
        }
        // Name the ancestor that blocks creation: clearer than the POSIX "Not a directory".
        var ancestor = directory.deletingLastPathComponent()
        while ancestor.path != "/"
            && !fileManager.fileExists(atPath: ancestor.path, isDirectory: &isDirectory)
        {
            ancestor = ancestor.deletingLastPathComponent()
        }
        if fileManager.fileExists(atPath: ancestor.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .cannotCreateDirectory(directory, reason: "\(ancestor.path) is a file, not a directory")
        }
        do {
            // Private from the start: only the owner may list or read the databases.
            return try AppOwnership.makeFolders(directory)
        } catch {
            throw .cannotCreateDirectory(directory, reason: reason(for: error))
        }
    }
}
