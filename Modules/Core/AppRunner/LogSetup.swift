import AppCore
import DataStorage
import Foundation
import Localization
import Logging
import Networking
import Synchronization
import TerminalUI

/// Routes swift-log: nowhere by default, to stderr with `--verbose`, to a file with
/// `--log-file`. While a terminal screen is drawn, stderr logs are held back and
/// printed after the terminal is restored, so they never land on the screen.
enum LogSetup {
    /// Bootstraps the logging system once per process; returns the sink to flush at exit.
    static func bootstrap(
        options: AppOptions, interactive: Bool, errors: TextOutput, directories: DataDirectories,
        appName: String, localizer: Localizer
    ) -> LogSink? {
        let sink: LogSink?
        var logFile = options.logFile
        // The option the user typed, for the warnings about its file.
        let option = logFile == nil ? "--log" : "--log-file"
        if logFile == nil, options.log {
            // --log: the app's log in $XDG_STATE_HOME/mosaic, a folder private to the user (in a
            // home that does not exist it is not made: the warning below says the file cannot open).
            let stateLog = directories.log(appName: appName)
            if !(directories.stateFallsBackToHome && directories.isHomeMissing) {
                _ = try? DataDirectories.createPrivateDirectory(stateLog.deletingLastPathComponent())
            }
            logFile = stateLog.path
        }
        if let path = logFile {
            switch LogSink.file(path, option: option, errors: errors, localizer: localizer) {
            case .success(let fileSink):
                sink = fileSink
            case .failure(let error):
                errors.line(
                    "warning: "
                        + localizer.string(
                            AppStrings.logFileUnopenable,
                            [
                                "option": option, "path": LocalFileProblem.quoted(path),
                                "reason": SystemReason.text(errno: error.code.rawValue, in: localizer),
                            ]
                        ))
                sink = LogSink(errors: errors, holdUntilFlush: interactive)
            }
        } else if options.verbose {
            sink = LogSink(errors: errors, holdUntilFlush: interactive)
        } else {
            sink = nil
        }
        LoggingSystem.bootstrap { label in
            guard let sink else { return SwiftLogNoOpLogHandler() }
            return LineLogHandler(label: label, sink: sink)
        }
        return sink
    }
}

/// Where log lines go: a file, stderr, or a buffer printed to stderr at exit.
final class LogSink: Sendable {
    private let write: @Sendable (String) -> Void
    private let held = Mutex<[String]?>(nil)
    private let errors: TextOutput?
    private static let heldLimit = 10_000

    init(errors: TextOutput, holdUntilFlush: Bool) {
        self.errors = errors
        self.write = { errors.line($0) }
        if holdUntilFlush { held.withLock { $0 = [] } }
    }

    /// Appends to `file`; when a write fails (a full disk, `/dev/full`), says so once on
    /// `errors` in `localizer`'s language and logs there from then on, so no line is lost and
    /// nothing crashes.
    private init(file: FileHandle, path: String, option: String, errors: TextOutput, localizer: Localizer) {
        self.errors = errors
        let failed = Mutex(false)
        self.write = { line in
            if !failed.withLock({ $0 }) {
                do {
                    try file.write(contentsOf: Data((line + "\n").utf8))
                    return
                } catch {
                    failed.withLock { $0 = true }
                    errors.line(
                        "warning: "
                            + localizer.string(
                                AppStrings.logFileUnwritable,
                                [
                                    "option": option, "path": LocalFileProblem.quoted(path),
                                    "reason": SystemReason.text(of: error, in: localizer),
                                ]))
                }
            }
            errors.line(line)
        }
    }

    /// A sink appending to `path` (falling back to `errors`), or the error number saying why the
    /// file cannot be opened. Every line is appended where the file ends when it is written
    /// (`O_APPEND`), so two apps logging to one file never overwrite each other's lines.
    /// `option` names the file in the warnings (`--log-file`, or `--log` for the app's own log).
    static func file(_ path: String, option: String = "--log-file", errors: TextOutput, localizer: Localizer)
        -> Result<LogSink, POSIXError>
    {
        // Private from the start, whatever the umask: logs name orders, parcels and servers.
        // Not blocking while it opens: a named pipe no program reads would hold the app at start
        // (ENXIO, said as such); writes block as usual once it is open.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else { return .failure(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        return .success(
            LogSink(file: handle, path: path, option: option, errors: errors, localizer: localizer))
    }

    func log(_ line: String) {
        let wasHeld = held.withLock { lines -> Bool in
            guard lines != nil else { return false }
            lines?.append(line)
            if let count = lines?.count, count > Self.heldLimit { lines?.removeFirst() }
            return true
        }
        if !wasHeld { write(line) }
    }

    /// Prints held lines (after the terminal is restored) and stops holding.
    func flush() {
        let lines = held.withLock { lines in
            defer { lines = nil }
            return lines ?? []
        }
        lines.forEach(write)
    }
}

/// One line per message: time, level, label, message, metadata.
struct LineLogHandler: LogHandler {
    let label: String
    let sink: LogSink
    var logLevel: Logger.Level = .debug
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        sink.log(
            Self.line(
                time: Date(), level: event.level, label: label, message: event.message,
                metadata: metadata.merging(event.metadata ?? [:]) { $1 }))
    }

    /// The log line; message and metadata often carry server strings, so every part is sanitized
    /// (no escape sequence or control character reaches stderr or the log file).
    static func line(
        time: Date, level: Logger.Level, label: String, message: Logger.Message, metadata: Logger.Metadata
    ) -> String {
        let details =
            metadata.isEmpty
            ? "" : " " + metadata.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
        return TextSanitizer.sanitize("\(time.formatted(.iso8601)) \(level) \(label): \(message)\(details)")
    }
}
