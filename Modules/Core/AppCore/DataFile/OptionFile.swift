import Foundation
import Localization
import Networking

/// A file a command-line option names (`--codes-file`, `--rules`), read whole with the checks
/// `--data-file` has: a regular file, a pipe or standard input (`-`, not a terminal), never a
/// folder or a device (`/dev/zero` would never end), and at most `limit` bytes.
public enum OptionFile {
    /// The bytes of `path` (`-`: standard input), at most `limit` of them.
    public static func bytes(_ path: String, limit: Int) throws(LocalFileProblem) -> Data {
        let source = try DataFileSource(path: path, limit: limit)
        do {
            return try source.read()
        } catch {
            if case .localFile(_, let problem) = error { throw problem }
            throw .unreadable(reason: error.description)
        }
    }

    /// Runs `read` — a read that can block, such as opening a FIFO that waits for its writer —
    /// on a thread of its own and waits for it without holding a thread of the concurrency pool:
    /// the pool has as many threads as cores, and one held by a FIFO no one writes to yet kept
    /// every other task of the process (the progress that says it waits, a test run's other
    /// tests) from running.
    public static func offThePool<T: Sendable>(_ read: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try read() }) }.start()
        }
    }

    /// The bytes of `path` for `option`; a problem is a ``CommandFailure`` worded in `localizer`'s
    /// language: a path that names no usable file exits 64, an empty or too large file 65.
    public static func read(
        _ path: String, option: String, limit: Int, localizer: Localizer
    ) throws(CommandFailure) -> Data {
        do {
            return try bytes(path, limit: limit)
        } catch {
            throw CommandFailure(
                DataFileStrings.message(path: path, problem: error, option: FileOption(option), localizer),
                exitCode: DataFileStrings.exitStatus(error), logDetail: error.description)
        }
    }
}

/// A subcommand that reads a file its command line names before its first output (`store price
/// --codes-file`), through ``OptionFile``: while it reads, the runner shows the progress a
/// `--data-file` run shows (after a second `Reading FILE… N s`; on a FIFO, a pipe or standard
/// input no writer has sent anything to yet, `Waiting for data on FILE… N s (Ctrl-C stops)`).
public protocol ReadsOptionFile {
    /// The path this run reads (`-`: standard input), or nil when it reads none.
    var optionFilePath: String? { get }
}
