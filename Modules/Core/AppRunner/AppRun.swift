import AppCore
import Foundation
import Synchronization

/// What an in-process run of an app printed: its exit status, standard output and standard error.
public struct AppRun: Sendable {
    /// The exit status the process would have had.
    public let status: Int32
    /// Everything written to standard output (frames, listings).
    public let stdout: String
    /// Everything written to standard error (errors, warnings).
    public let stderr: String
}

extension MosaicMain {
    /// Runs the app in-process with `arguments` and a pinned `environment` and `timeZone`,
    /// capturing what it prints: how tests drive apps, demos and subcommands end to end
    /// without spawning a process. `--data-file` progress is shown only when `showsProgress`
    /// (timed on `clock`), so a slow machine cannot change what a test captures. `now` pins the
    /// date the run starts at (the container's ``WallClock``). Screens are waited for as long as
    /// they take (no settle timeout): the test's own time limit catches a hang, and a busy machine
    /// cannot turn a slow run into a failure.
    @MainActor
    public static func runCapturing(
        _ arguments: [String], environment: [String: String] = [:], timeZone: TimeZone = .gmt,
        clock: any Clock<Duration> = ContinuousClock(), now: Date? = nil, showsProgress: Bool = false,
        answering answer: Bool? = nil
    ) async -> AppRun {
        let stdout = CapturedText()
        let stderr = CapturedText()
        var bootstrap = AppBootstrap(
            appName: App.name, defaultLanguage: App.defaultLanguage, environment: environment,
            timeZone: timeZone, clock: clock, output: stdout.output)
        bootstrap.showsProgress = showsProgress
        bootstrap.settleTimeout = nil
        bootstrap.now = now
        // A question (`data wipe`) is printed and answered with `answer`; nil: no terminal to ask on.
        bootstrap.confirm = { question, output in
            output.raw(question)
            return answer
        }
        let status = await run(arguments, bootstrap: bootstrap, errors: stderr.output)
        return AppRun(status: status, stdout: stdout.text, stderr: stderr.text)
    }
}

/// Collects writes to a ``TextOutput``.
private final class CapturedText: Sendable {
    private let buffer = Mutex("")
    var output: TextOutput { TextOutput { [self] text in buffer.withLock { $0 += text } } }
    var text: String { buffer.withLock { $0 } }
}
