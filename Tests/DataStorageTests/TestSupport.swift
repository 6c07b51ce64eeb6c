import DataStorage
import Foundation
import GRDB
import Logging
import Synchronization

/// A migration that records its own name in a journal table, so tests can see what ran and when.
func journaling(_ name: String) -> Migration {
    Migration(name) { db in
        try db.execute(
            sql:
                "CREATE TABLE IF NOT EXISTS journal "
                + "(seq INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL)"
        )
        try db.execute(sql: "INSERT INTO journal (name) VALUES (?)", arguments: [name])
    }
}

/// The names recorded by `journaling(_:)` migrations, in the order they ran.
func journal(of database: AppDatabase) throws -> [String] {
    try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM journal ORDER BY seq") }
}

/// A test-only failure raised by migrations that must fail.
struct ExpectedFailure: Error, CustomStringConvertible {
    var description: String { "expected failure" }
}

/// Collects the messages logged through loggers made by `logger()`.
final class LogRecorder: Sendable {
    private let entries = Mutex<[(level: Logger.Level, message: String)]>([])

    /// A logger whose output lands in this recorder.
    func logger() -> Logger {
        Logger(label: "mosaic.storage") { _ in RecordingLogHandler(recorder: self) }
    }

    /// The recorded messages at `level` or above.
    func messages(atLeast level: Logger.Level = .trace) -> [String] {
        entries.withLock { $0.filter { $0.level >= level }.map(\.message) }
    }

    fileprivate func record(_ level: Logger.Level, _ message: String) {
        entries.withLock { $0.append((level, message)) }
    }
}

private struct RecordingLogHandler: LogHandler {
    let recorder: LogRecorder
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        recorder.record(event.level, event.message.description)
    }
}
