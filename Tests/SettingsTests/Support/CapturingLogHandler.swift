import Logging
import Synchronization

/// A swift-log handler keeping every message, for asserting on log lines.
struct CapturingLogHandler: LogHandler {
    /// The messages logged through any copy of this handler.
    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func append(_ line: String) { lines.withLock { $0.append(line) } }
    }

    let lines: Lines
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.append("\(event.level): \(event.message)")
    }

    /// A logger writing into `lines`.
    static func logger(_ lines: Lines) -> Logger {
        Logger(label: "test") { _ in CapturingLogHandler(lines: lines) }
    }
}
