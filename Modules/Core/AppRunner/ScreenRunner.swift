import AppCore
import Foundation
import Localization
import Logging
import TerminalUI

/// Shows an app's root screen the way the user asked: interactively, as one printed
/// frame (`--plain`), or after replaying keys (`--keys`). Returns the exit code.
@MainActor
public struct ScreenRunner {
    /// The display mode.
    public var display: DisplayOptions
    /// Colors, or none.
    public var theme: Theme
    /// The navigator's localized words.
    public var labels: ChromeLabels
    /// Where frames go.
    public var output: TextOutput
    /// Where errors go.
    public var errors: TextOutput
    /// The size headless frames are laid out at.
    public var size: TerminalSize
    /// How long one screen may stay busy before a headless run gives up; nil waits for the
    /// screen however long it takes (in-process test runs, which have their own time limit).
    public var settleTimeout: Duration?
    /// The app's clock: each frame's instant, so relative times advance while a screen is open;
    /// nil words them against the instant the content was loaded.
    public var now: (@Sendable () -> Date)?
    /// The user's language for the runner's own messages (a bad `--keys`); English when nil.
    public var localizer: Localizer?
    /// What ``settleTimeout`` is measured on (tests pass an `ImmediateClock`).
    public var clock: any Clock<Duration>

    public init(
        display: DisplayOptions, theme: Theme, labels: ChromeLabels, output: TextOutput = .standardOutput,
        errors: TextOutput = .standardError, size: TerminalSize, settleTimeout: Duration? = .seconds(60),
        now: (@Sendable () -> Date)? = nil, localizer: Localizer? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.clock = clock
        self.localizer = localizer
        self.now = now
        self.display = display
        self.theme = theme
        self.labels = labels
        self.output = output
        self.errors = errors
        self.size = size
        self.settleTimeout = settleTimeout
    }

    /// The size of headless frames: the terminal's when there is one, else `COLUMNS`×`LINES`, else
    /// 100×30. `COLUMNS` outside ``headlessColumns`` or `LINES` outside ``headlessLines`` is
    /// ignored: `COLUMNS=999999999999` asked for a frame of a terabyte and the app was aborted.
    public static func headlessSize(
        environment: [String: String], terminal: TerminalSize? = TerminalApp.size()
    ) -> TerminalSize {
        if let terminal { return terminal }
        let width = environment["COLUMNS"].flatMap(Int.init).filter(headlessColumns.contains)
        let height = environment["LINES"].flatMap(Int.init).filter(headlessLines.contains)
        return TerminalSize(
            width: width ?? TerminalSize.headlessDefault.width,
            height: height ?? TerminalSize.headlessDefault.height)
    }

    /// The `COLUMNS` a headless frame takes.
    public static let headlessColumns = 20...1_000
    /// The `LINES` a headless frame takes.
    public static let headlessLines = 5...1_000

    /// Runs `root` and returns the process exit code.
    public func run(_ root: any Screen) async -> Int32 {
        if display.plain || display.keys != nil {
            return await runHeadless(root)
        }
        do {
            try TerminalApp.requireTerminal()
        } catch {
            errors.line("error: " + message(for: error))
            return ExitStatus.usage
        }
        do {
            let end = try await TerminalApp.run(
                root: root, theme: theme, labels: labels, mouse: !display.noMouse, now: now)
            return end == .interrupted ? ExitStatus.interrupted : ExitStatus.success
        } catch let error as TerminalError {
            errors.line("error: " + message(for: error))
            return ExitStatus.failure
        } catch {
            Logger(label: "mosaic.runner").notice("\(error)")
            errors.line("error: " + (localizer?.message(for: error) ?? "\(error)"))
            return ExitStatus.failure
        }
    }

    /// Why the terminal cannot be used, in the user's language (English without a localizer).
    public func message(for error: TerminalError) -> String {
        guard let localizer else { return error.description }
        switch error {
        case .notInteractive:
            return localizer[AppStrings.needsTerminal]
        case .systemCallFailed(let operation, let code):
            return localizer.string(
                AppStrings.terminalCallFailed,
                ["operation": operation, "reason": SystemReason.text(errno: code, in: localizer)])
        }
    }

    /// How long a `--plain` or `--keys` run waits for a screen: `bound`, plus the latency the mock
    /// was asked for (`--latency`, in seconds), which it then takes on purpose; nil (no bound)
    /// stays nil.
    public static func settleTimeout(_ bound: Duration?, mockLatency seconds: Double?) -> Duration? {
        bound.map { $0 + .seconds(seconds ?? 0) }
    }

    /// A screen still loading when a `--plain` or `--keys` run stopped waiting, in the user's
    /// language (English without a localizer); the developer's wording goes to the log.
    public func message(for error: HeadlessSessionError) -> String {
        guard let localizer else { return error.description }
        switch error {
        case .timedOut(let screen, let timeout):
            return localizer.string(
                AppStrings.stillLoading,
                [
                    "screen": TextSanitizer.sanitize(screen),
                    "seconds": "\(Int((timeout / .seconds(1)).rounded(.up)))",
                ])
        }
    }

    private func runHeadless(_ root: any Screen) async -> Int32 {
        let keys: [Key]
        do {
            keys = try KeyScript.parse(display.keys ?? "")
        } catch {
            let message =
                localizer?.string(
                    AppStrings.unknownKey,
                    ["key": error.token, "names": KeyScriptError.validNames.joined(separator: ", ")])
                ?? error.description
            errors.line("error: " + message)
            return ExitStatus.usage
        }
        var frameNow: (@MainActor () -> Date)?
        if let now { frameNow = { now() } }
        let session = HeadlessSession(
            root: root, size: size, theme: theme, labels: labels, mouse: !display.noMouse, clock: clock,
            now: frameNow)
        defer { session.quit() }
        do throws(HeadlessSessionError) {
            try await session.settle(timeout: settleTimeout)
            for key in keys where !session.hasQuit {
                try await session.send(key, timeout: settleTimeout)
            }
        } catch {
            Logger(label: "mosaic.runner").notice("\(error)")
            errors.line("error: " + message(for: error))
            return ExitStatus.failure
        }
        output.line(session.frameText())
        switch session.phase {
        case .failed(let message):
            errors.line("error: \(message)")
            return ExitStatus.failure
        case .unreadableData(let message):
            errors.line("error: \(message)")
            return ExitStatus.dataError
        case .busy, .settled:
            return session.navigator.wasInterrupted ? ExitStatus.interrupted : ExitStatus.success
        }
    }
}

extension Optional {
    fileprivate func filter(_ isIncluded: (Wrapped) -> Bool) -> Wrapped? {
        flatMap { isIncluded($0) ? $0 : nil }
    }
}
