import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#endif

/// Opens and checks the SQLite connection behind an ``AppDatabase``, turning every failure into
/// a ``StorageError`` that names the file. It never deletes, truncates or rewrites a file it
/// cannot use: the user's data is theirs to rescue.
enum DatabaseOpener {
    /// Opens a `DatabasePool` (WAL) for a file, or a private `DatabaseQueue` in memory.
    static func open(
        _ location: StorageLocation, configuration: Configuration
    ) throws(StorageError) -> any DatabaseWriter {
        switch location {
        case .memory:
            do {
                return try DatabaseQueue(configuration: configuration)
            } catch {
                throw .cannotOpen(.memory, reason: reason(for: error))
            }
        case .file(let url):
            try prepareDirectory(for: url)
            try createPrivately(url)
            try verifyExistingFile(url, configuration: configuration)
            return try openPool(url, configuration: configuration)
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

    /// Creates a missing database file empty with mode 0600 (whatever the umask), so it is private
    /// from the first byte; SQLite then creates its `-wal` and `-shm` files with the same mode.
    private static func createPrivately(_ file: URL) throws(StorageError) {
        let descriptor = Glibc.open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw .cannotOpen(.file(file), reason: String(cString: strerror(errno)))
        }
    }

    /// Files and the folder an earlier version created readable by others (0755/0644) are made
    /// private: the folder 0700, the database and its `-wal`/`-shm` files 0600. New ones are
    /// created private (the folder with mode 0700, files under the runner's umask 077).
    /// - Returns: the paths whose permissions changed.
    static func tightenPermissions(of database: URL) -> [String] {
        let fileManager = FileManager.default
        var changed: [String] = []
        let targets =
            [(database.deletingLastPathComponent().path, 0o700)]
            + ["", "-wal", "-shm"].map { (database.path + $0, 0o600) }
        for (path, wanted) in targets {
            guard let mode = (try? fileManager.attributesOfItem(atPath: path))?[.posixPermissions] as? Int,
                mode & 0o077 != 0
            else { continue }
            if (try? fileManager.setAttributes([.posixPermissions: wanted], ofItemAtPath: path)) != nil {
                changed.append(path)
            }
        }
        return changed
    }

    /// Checks an existing file through a read-only connection before the real open: GRDB's
    /// `DatabasePool` writes while opening (WAL setup), which must never happen to a damaged file.
    ///
    /// Reads the schema and runs `PRAGMA quick_check`, so damage surfaces now rather than on some
    /// feature's first query. Other failures (permissions, locks) are left to the real open,
    /// which reports them itself.
    static func verifyExistingFile(_ file: URL, configuration: Configuration) throws(StorageError) {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        // A missing or empty file is a new database: nothing to protect.
        guard size > 0 else { return }
        var readOnly = configuration
        readOnly.readonly = true
        let problems: [String]
        do {
            let queue = try DatabaseQueue(path: file.path, configuration: readOnly)
            problems = try queue.read { db in
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
                return try String.fetchAll(db, sql: "PRAGMA quick_check")
            }
            try queue.close()
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

    /// Creates the database's parent directory when needed; rejects a path that is a directory.
    private static func prepareDirectory(for file: URL) throws(StorageError) {
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
            if isDirectory.boolValue { return }
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
            try fileManager.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotCreateDirectory(directory, reason: reason(for: error))
        }
    }
}
