import Foundation

/// A unique path in the system's temporary folder, nothing created: `name` ends it (e.g.
/// "app.sqlite"), so a failing test's leftovers say what they were.
public func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appending(path: "mosaic-tests-\(UUID().uuidString)-\(name)").path
}

/// A new, empty temporary directory for one test; the caller removes it.
public func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "mosaic-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
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
