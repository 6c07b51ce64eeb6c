import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#endif

/// The one place that decides what on disk is the app's. The apps tighten permissions on, and
/// `data wipe` removes, only what this says is theirs; everything else a path names (a user's
/// folder, a link, another program's file) is left exactly as it was.
///
/// - A **folder of the app's** is one an app made: a real folder (not a link) owned by the user,
///   holding the marker file ``markerName``, written right after the folder is made
///   (``makeFolders(_:)``). A folder that was already there is never the app's.
/// - A **database of the app's** is a regular file (not a link) with SQLite's header whose
///   `application_id` is ``applicationID`` (every database an app opens gets it), or an earlier
///   version's database: no application id, with DataStorage's own migration recorded.
public enum AppOwnership {
    /// The file in each folder an app made; its text says what it is.
    public static let markerName = ".made-by-mosaic"
    /// SQLite's `application_id` of every Mosaic database: "MOSA".
    public static let applicationID: Int32 = 0x4D4F_5341

    // MARK: - Folders

    /// Makes `directory` and its missing parents, each private (`0700`) from the start and marked
    /// as the app's. Folders that exist are left as they are (another process may make one at the
    /// same moment: it marks its own).
    /// - Returns: the folders this call made, outermost first.
    @discardableResult
    public static func makeFolders(_ directory: URL) throws -> [URL] {
        var missing: [URL] = []
        var folder = directory.standardizedFileURL
        var isDirectory: ObjCBool = false
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            missing.insert(folder, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        var made: [URL] = []
        for folder in missing {
            if mkdir(folder.path, 0o700) == 0 {
                // mkdir applies the umask; the folder is private whatever the caller's umask.
                _ = chmod(folder.path, 0o700)
                writeMarker(in: folder)
                made.append(folder)
            } else if errno != EEXIST {
                throw CocoaError(
                    .fileWriteUnknown,
                    userInfo: [
                        NSFilePathErrorKey: folder.path,
                        NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno)),
                    ])
            }
        }
        return made
    }

    /// Whether `folder` is one an app made (see the type's documentation).
    public static func isAppFolder(_ folder: URL) -> Bool {
        var status = stat()
        guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
            status.st_uid == geteuid()
        else { return false }
        var marker = stat()
        let markerPath = folder.appendingPathComponent(markerName).path
        return lstat(markerPath, &marker) == 0 && marker.st_mode & S_IFMT == S_IFREG && marker.st_uid == geteuid()
    }

    /// Removes `folder` when an app made it and nothing but its marker is left in it.
    /// - Returns: whether the folder is gone.
    @discardableResult
    public static func removeFolderIfEmpty(_ folder: URL) -> Bool {
        guard isAppFolder(folder),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
            names == [markerName]
        else { return false }
        let marker = folder.appendingPathComponent(markerName).path
        guard unlink(marker) == 0 else { return false }
        if rmdir(folder.path) == 0 { return true }
        // Something arrived meanwhile (another app's database): the folder stays the app's.
        writeMarker(in: folder)
        return false
    }

    private static func writeMarker(in folder: URL) {
        let path = folder.appendingPathComponent(markerName).path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let text = "Made by Mosaic. `<app> data wipe` removes this folder when nothing else is left in it.\n"
        _ = text.withCString { write(descriptor, $0, strlen($0)) }
    }

    // MARK: - Files

    /// What a path names, without following a symbolic link.
    public enum FileKind: Sendable, Equatable {
        /// Nothing is there.
        case missing
        /// A symbolic link (to anything, or to nothing).
        case symbolicLink
        /// A folder, a device, a pipe or a socket.
        case notRegular
        /// A regular file of zero bytes.
        case empty
        /// A regular file without SQLite's header.
        case notSQLite
        /// A regular file with SQLite's header.
        case sqlite
    }

    /// What `url` names (its last component is not followed when it is a link).
    public static func kind(of url: URL) -> FileKind {
        switch header(of: url) {
        case .failure(let error): error.kind
        case .success: .sqlite
        }
    }

    /// The SQLite header's application id of the file at `url`, or what else is there.
    private static func header(of url: URL) -> Result<Int32, FileKindError> {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return .failure(.init(.missing)) }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: return .failure(.init(.symbolicLink))
        case S_IFREG: break
        default: return .failure(.init(.notRegular))
        }
        if status.st_size == 0 { return .failure(.init(.empty)) }
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(.init(.notSQLite)) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: headerSize)
        let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        guard count == headerSize, bytes.starts(with: sqliteMagic) else { return .failure(.init(.notSQLite)) }
        let id = bytes[applicationIDOffset..<applicationIDOffset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return .success(Int32(bitPattern: id))
    }

    /// A ``FileKind`` that is not an SQLite file, as an error for `Result`.
    private struct FileKindError: Error {
        let kind: FileKind
        init(_ kind: FileKind) { self.kind = kind }
    }

    /// "SQLite format 3" and its terminating zero: the first 16 bytes of every SQLite database.
    private static let sqliteMagic = Array("SQLite format 3\0".utf8)
    /// The header's size, and where its big-endian `application_id` is (sqlite.org/fileformat.html).
    private static let headerSize = 100
    private static let applicationIDOffset = 68

    /// Whose an SQLite database is.
    public enum DatabaseOwner: Sendable, Equatable {
        /// An app's: Mosaic's application id, or an earlier version's migrations.
        case app
        /// No tables and no application id: a new, empty database anybody may take.
        case nobody
        /// Another program's (another application id, or tables without Mosaic's migrations).
        case other
    }

    /// Whose the SQLite database open in `db` is.
    static func owner(_ db: Database) throws -> DatabaseOwner {
        let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        if id == applicationID { return .app }
        if id != 0 { return .other }
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        if tables.isEmpty { return .nobody }
        // An earlier version set no application id; its own first migration is always recorded.
        guard tables.contains("grdb_migrations") else { return .other }
        let own = try Int.fetchOne(
            db, sql: "SELECT count(*) FROM grdb_migrations WHERE identifier LIKE ?",
            arguments: ["\(KeyValueStoreSchema.module).%"])
        return (own ?? 0) > 0 ? .app : .other
    }

    /// Whether the file at `url` is a database of the app's. The header answers for every
    /// database with an application id; one without (an earlier version's) is looked at through
    /// a read-only connection, and the `-wal`/`-shm` files that connection made are removed.
    public static func isAppDatabase(_ url: URL) -> Bool {
        switch header(of: url) {
        case .failure: return false
        case .success(applicationID): return true
        case .success(let id) where id != 0: return false
        case .success: break
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "mosaic.ownership"
        let owner = removingCompanions(of: url, unless: { $0 == .app }) { () -> DatabaseOwner? in
            guard let queue = try? DatabaseQueue(path: url.path, configuration: configuration) else { return nil }
            defer { try? queue.close() }
            return try? queue.read { try Self.owner($0) }
        }
        return owner == .app
    }

    /// Runs `look` (a read-only look at the database at `url`; SQLite makes `-wal` and `-shm`
    /// files even for that), then removes the ones it made unless `keep` says the database is
    /// the app's: beside another program's file, nothing of the app's is left. An app's own
    /// database keeps them: another process may be opening it this moment and using them.
    static func removingCompanions<T>(
        of url: URL, unless keep: (T) -> Bool, _ look: () throws -> T
    ) rethrows -> T {
        var status = stat()
        let absent = ["-wal", "-shm"].map { url.path + $0 }.filter { lstat($0, &status) != 0 }
        // A look that failed (a lock, a damaged header) made nothing to take back.
        let result = try look()
        if !keep(result) {
            for path in absent where lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG {
                unlink(path)
            }
        }
        return result
    }

    /// Makes the app's own database files (`url` and its `-wal`/`-shm`) `0600` and the folder
    /// that holds them `0700` when an app made it; only regular files owned by the user, never
    /// through a link. A folder an app did not make is left as it is.
    /// - Returns: the paths whose permissions changed, and the folder when it is not the app's
    ///   and others may list it (the caller says so once).
    static func tighten(database url: URL) -> (changed: [String], exposedFolder: (URL, mode: Int)?) {
        var changed: [String] = []
        for path in ["", "-wal", "-shm"].map({ url.path + $0 })
        where restrict(path, to: 0o600, flags: O_RDONLY | O_NONBLOCK, kind: S_IFREG) {
            changed.append(path)
        }
        let folder = url.deletingLastPathComponent()
        if isAppFolder(folder) {
            if restrict(folder.path, to: 0o700, flags: O_RDONLY | O_DIRECTORY, kind: S_IFDIR) {
                changed.append(folder.path)
            }
            return (changed, nil)
        }
        var status = stat()
        guard stat(folder.path, &status) == 0, status.st_mode & 0o077 != 0 else { return (changed, nil) }
        return (changed, (folder, Int(status.st_mode & 0o7777)))
    }

    /// Sets `mode` on the `kind` of file at `path` when it is the user's and others may use it;
    /// through a descriptor opened without following a link, so what was checked is what changes.
    private static func restrict(_ path: String, to mode: mode_t, flags: Int32, kind: mode_t) -> Bool {
        let descriptor = open(path, flags | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == kind, status.st_uid == geteuid(),
            status.st_mode & 0o077 != 0
        else { return false }
        return fchmod(descriptor, mode) == 0
    }
}
