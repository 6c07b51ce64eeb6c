import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How an interactive session ended.
public enum SessionEnd: Sendable, Hashable {
    /// The user quit (q, Esc at the root, end of input) or a screen ended the session.
    case quit
    /// The user pressed Ctrl-C.
    case interrupted
}

/// Entry points for apps: run interactively, or find out whether that is possible.
public enum TerminalApp {
    /// Runs `root` interactively in the terminal on stdin/stdout until the user quits, and says how
    /// the session ended; the mouse is reported unless `mouse` is false. With `now`, frames show
    /// that instant and are redrawn every second (relative times advance).
    /// - Throws: ``TerminalError/notInteractive`` when stdin or stdout is not a terminal.
    @MainActor @discardableResult
    public static func run(
        root: any Screen, theme: Theme, labels: ChromeLabels = .english, mouse: Bool = true,
        now: (@Sendable () -> Date)? = nil
    ) async throws -> SessionEnd {
        try await InteractiveSession(root: root, theme: theme, labels: labels, mouse: mouse, now: now).run()
    }

    /// Throws ``TerminalError/notInteractive`` unless both descriptors are terminals.
    public static func requireTerminal(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO)
        throws(TerminalError)
    {
        _ = try TerminalDevice.attributes(of: input, output: output)
    }

    /// Whether `descriptor` is a terminal (e.g. to choose between interactive and `--plain`).
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The size of the terminal behind `descriptor`, or nil when it is not a terminal.
    public static func size(of descriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
        TerminalDevice.size(of: descriptor)
    }
}
