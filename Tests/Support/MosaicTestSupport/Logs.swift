import Logging
import Synchronization

/// Collects the messages logged through loggers made by ``logger(label:)``, for asserting on log
/// lines (every level is kept).
public final class LogRecorder: Sendable {
    private let entries = Mutex<[(level: Logger.Level, message: String)]>([])

    public init() {}

    /// A logger whose output lands in this recorder.
    public func logger(label: String = "mosaic.tests") -> Logger {
        Logger(label: label) { _ in RecordingLogHandler(recorder: self) }
    }

    /// The recorded messages at `level` or above, in the order they were logged.
    public func messages(atLeast level: Logger.Level = .trace) -> [String] {
        entries.withLock { $0.filter { $0.level >= level }.map(\.message) }
    }

    fileprivate func record(_ level: Logger.Level, _ message: String) {
        entries.withLock { $0.append((level, message)) }
    }
}

private struct RecordingLogHandler: LogHandler {
    let recorder: LogRecorder
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        recorder.record(event.level, event.message.description)
    }
}
