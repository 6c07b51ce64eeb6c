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
    /// as the app's (but the XDG base folders, ``sharedBases``). Folders that exist are left as
    /// they are (another process may make one at the same moment: it marks its own).
    /// - Returns: the folders this call made, outermost first.
    @discardableResult
    public static func makeFolders(_ directory: URL) throws -> [URL] {
        var missing: [URL] = []
        var folder = directory.standardizedFileURL
        var isDirectory: ObjCBool = false
        while folder.path != "/",
            !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        {
            missing.insert(folder, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        var made: [URL] = []
        for folder in missing {
            if mkdir(folder.path, 0o700) == 0 {
                // mkdir applies the umask; the folder is private whatever the caller's umask.
                _ = chmod(folder.path, 0o700)
                // The XDG base folders are every program's, even when an app made them.
                if !sharedBases.contains(where: { folder.path.hasSuffix($0) }) { writeMarker(in: folder) }
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

    /// The XDG base folders in a home (`~/.local/share`, …): made private when missing, never
    /// marked, so never the app's to tighten or remove.
    static let sharedBases = ["/.local", "/.local/share", "/.local/state", "/.cache"]

    /// Whether `folder` is one an app made (see the type's documentation).
    public static func isAppFolder(_ folder: URL) -> Bool {
        var status = stat()
        guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
            status.st_uid == geteuid()
        else { return false }
        var marker = stat()
        let markerPath = folder.appendingPathComponent(markerName).path
        return lstat(markerPath, &marker) == 0 && marker.st_mode & S_IFMT == S_IFREG
            && marker.st_uid == geteuid()
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
    ///
    /// Told from `lstat` alone: a file of a database is never opened or closed here. SQLite's
    /// locks are POSIX record locks, which a process loses on *every* descriptor of the file when
    /// it closes any one of them, so a descriptor opened and closed beside an open database would
    /// silently drop the locks that keep other processes out.
    public enum FileKind: Sendable, Equatable {
        /// Nothing is there.
        case missing
        /// A symbolic link (to anything, or to nothing).
        case symbolicLink
        /// A folder, a device, a pipe or a socket.
        case notRegular
        /// A regular file of zero bytes.
        case empty
        /// A regular file with something in it.
        case file
    }

    /// What `url` names (its last component is not followed when it is a link).
    public static func kind(of url: URL) -> FileKind {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: return .symbolicLink
        case S_IFREG: return status.st_size == 0 ? .empty : .file
        default: return .notRegular
        }
    }

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

    /// Whose the database in the file at `url` is; nil when it is not an SQLite database (or
    /// cannot be read). Looked at through a read-only SQLite connection, which changes nothing
    /// and shares this process's locks with its other connections to the file; the `-wal`/`-shm`
    /// files that connection made beside another program's database are removed again.
    public static func owner(of url: URL) -> DatabaseOwner? {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "mosaic.ownership"
        return removingCompanions(of: url, unless: { $0 == .app }) { () -> DatabaseOwner? in
            guard let queue = try? DatabaseQueue(path: url.path, configuration: configuration) else {
                return nil
            }
            defer { try? queue.close() }
            return try? queue.read { try Self.owner($0) }
        }
    }

    /// Whether the file at `url` is a database of the app's (``owner(of:)``).
    public static func isAppDatabase(_ url: URL) -> Bool {
        kind(of: url) == .file && owner(of: url) == .app
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
    /// through a link (checked with `lstat`, changed by path: no descriptor of the database is
    /// opened, see ``FileKind``). A folder an app did not make is left as it is.
    /// - Returns: the paths whose permissions changed, and the folder when it is not the app's
    ///   and others may list it (the caller says so once).
    static func tighten(database url: URL) -> (changed: [String], exposedFolder: (URL, mode: Int)?) {
        var changed: [String] = []
        for path in ["", "-wal", "-shm"].map({ url.path + $0 }) where restrict(path, to: 0o600, kind: S_IFREG)
        {
            changed.append(path)
        }
        let folder = url.deletingLastPathComponent()
        if isAppFolder(folder) {
            if restrict(folder.path, to: 0o700, kind: S_IFDIR) { changed.append(folder.path) }
            return (changed, nil)
        }
        var status = stat()
        guard stat(folder.path, &status) == 0, status.st_mode & 0o077 != 0 else { return (changed, nil) }
        return (changed, (folder, Int(status.st_mode & 0o7777)))
    }

    /// Sets `mode` on the `kind` of file at `path` when it is the user's (not a link) and others
    /// may use it.
    private static func restrict(_ path: String, to mode: mode_t, kind: mode_t) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == kind, status.st_uid == geteuid(),
            status.st_mode & 0o077 != 0
        else { return false }
        return chmod(path, mode) == 0
    }
}
