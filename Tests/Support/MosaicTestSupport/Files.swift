import Foundation

/// The folder this test process's temporary paths lie in (`mosaic-tests-<uuid>` in the system's
/// temporary folder), removed with everything in it when the process exits: files the tests write
/// (and the `-wal`/`-shm` files SQLite leaves beside a database) do not pile up in /tmp.
private let processFolderPath = FileManager.default.temporaryDirectory
    .appending(path: "mosaic-tests-\(UUID().uuidString)").path

/// Makes the process's folder once and removes it at exit.
private let processFolder: URL = {
    try? FileManager.default.createDirectory(
        atPath: processFolderPath, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    atexit { try? FileManager.default.removeItem(atPath: processFolderPath) }
    return URL(fileURLWithPath: processFolderPath, isDirectory: true)
}()

/// The `TMPDIR` for the processes the tests start, inside this process's folder so it goes at
/// exit: SwiftPM leaves a lock file per scratch path in `$TMPDIR` (`/tmp/_tmp_…_scratch.lock`)
/// and the compiler driver leaves `TemporaryDirectory.*` folders there, which piled up in /tmp by
/// the thousand when the tests that run `swift` and the tools let them fall in the system's.
public func childTemporaryFolder() -> String {
    let path = processFolder.appending(path: "tmp").path
    try? FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return path
}

/// `environment` with what every process a test starts gets: its `TMPDIR` in this process's own
/// folder (``childTemporaryFolder()``) and `PYTHONDONTWRITEBYTECODE`, so the Python tools leave no
/// `__pycache__` in the repository.
public func childEnvironment(_ environment: [String: String]) -> [String: String] {
    environment.merging(["TMPDIR": childTemporaryFolder(), "PYTHONDONTWRITEBYTECODE": "1"]) { $1 }
}

/// A unique path in this process's temporary folder, nothing created: `name` ends it (e.g.
/// "app.sqlite"), so a failing test's files say what they were.
public func temporaryPath(_ name: String) -> String {
    processFolder.appending(path: "\(UUID().uuidString)-\(name)").path
}

/// A new, empty temporary directory for one test, inside this process's temporary folder (the
/// caller may remove it; it goes at exit in any case).
public func temporaryDirectory() throws -> URL {
    let url = processFolder.appending(path: UUID().uuidString)
    // Private like the folders the apps make, so a database opened in it is not in a shared folder.
    try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return url
}

/// Writes `text` to a new temporary file named `name` and returns its URL.
public func temporaryFile(_ text: String, named name: String = "data.json") throws -> URL {
    let url = URL(fileURLWithPath: temporaryPath(name))
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
}

/// The real backend samples in `../shared/fixtures` (beside the checkout, in CI too).
public enum SharedFixtures {
    /// The fixtures folder, found from this file's path.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "shared/fixtures", directoryHint: .isDirectory)

    /// The sample named `name`, e.g. "fetch-hiring.json".
    public static func url(_ name: String) -> URL { folder.appending(path: name) }

    /// Whether the sample named `name` is there.
    public static func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: url(name).path)
    }
}

/// Runs `body` with a new, empty temporary directory and removes it afterwards.
public func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Async variant of ``withTemporaryDirectory(_:)-(URL)->T``.
public func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// A throwaway directory that removes itself when released.
public final class TemporaryDirectory {
    /// The directory.
    public let url: URL

    /// A new, empty directory under the system's temporary folder.
    public init() throws {
        url = try temporaryDirectory()
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `contents` to `path` inside the directory, creating folders.
    public func write(_ path: String, _ contents: String) throws {
        let file = url.appending(path: path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: file, atomically: true, encoding: .utf8)
    }
}
