import AppCore
import Foundation
import Localization
import Synchronization
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// Shows that a `--data-file` run (or one reading a file option: `ReadsOptionFile`) is still
/// working: nothing when it finishes within a second,
/// then "Reading parcels.json… 3 s" on stderr, updated in place every second on a terminal, or a
/// new line every five seconds when stderr is a pipe or a file. It stops for good at the run's
/// first output (or its end), so it never interleaves with what the run prints.
final class DataFileProgress: Sendable {
    /// How long a run may take before progress is shown.
    static let delay = Duration.seconds(1)

    private struct State {
        var stopped = false
        var shown = false
        var ticker: Task<Void, Never>?
    }

    private let clock: any Clock<Duration>
    private let errors: TextOutput
    private let isTerminal: Bool
    private let state = Mutex(State())

    /// Progress written to `errors` (updated in place when it `isTerminal`), timed on `clock`.
    init(clock: any Clock<Duration>, errors: TextOutput, isTerminal: Bool) {
        self.clock = clock
        self.errors = errors
        self.isTerminal = isTerminal
    }

    /// Starts timing; `message` turns the seconds elapsed into the text shown.
    func start(message: @escaping @Sendable (Int) -> String) {
        let interval = isTerminal ? 1 : 5
        let task = Task.detached { [clock, weak self] in
            do {
                try await clock.sleep(for: Self.delay)
                var seconds = 1
                while let self, self.show(message(seconds)) {
                    try await clock.sleep(for: .seconds(interval))
                    seconds += interval
                }
            } catch {
                // Cancelled by stop(): nothing more to show.
            }
        }
        state.withLock { state in
            if state.stopped { task.cancel() } else { state.ticker = task }
        }
    }

    /// Stops showing progress (idempotent); on a terminal, clears the progress line.
    func stop() {
        state.withLock { state in
            guard !state.stopped else { return }
            state.stopped = true
            state.ticker?.cancel()
            if state.shown && isTerminal { errors.raw("\r\u{1B}[2K") }
        }
    }

    /// Writes `text` unless stopped; returns whether progress is still running.
    private func show(_ text: String) -> Bool {
        state.withLock { state in
            guard !state.stopped else { return false }
            let line = TextSanitizer.sanitize(text)
            errors.raw(isTerminal ? "\r\u{1B}[2K\(line)" : "\(line)\n")
            state.shown = true
            return true
        }
    }

    /// The localized progress text for reading `path` for `seconds`.
    /// A FIFO, a pipe or standard input may be waiting for a writer: the text says so, and that
    /// Ctrl-C stops the wait.
    static func message(reading path: String, localizer: Localizer) -> @Sendable (Int) -> String {
        var info = stat()
        let isStream = path == "-" || (stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        let file = path == "-" ? "-" : String(URL(fileURLWithPath: path).lastPathComponent.prefix(200))
        return { seconds in
            isStream
                ? localizer.string(DataFileStrings.waiting, ["file": file, "seconds": String(seconds)])
                : localizer.string(AppStrings.readingDataFile, ["file": file, "seconds": String(seconds)])
        }
    }
}
