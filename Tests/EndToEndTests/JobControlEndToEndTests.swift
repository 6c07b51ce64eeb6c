import AppCore
import Foundation
import MosaicTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Job control on a real pseudo-terminal: SIGTSTP gives the terminal back (cooked mode, main
/// screen) before the app stops, SIGCONT takes it again and redraws, and `q` still quits.
@Suite("job control", .hangsAfter(minutes: 10))
struct JobControlEndToEndTests {
    private let sandbox = RunSandbox("jobcontrol")

    private static func state(of pid: Int32) -> String {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        return status.split(separator: "\n").first { $0.hasPrefix("State:") }.map(String.init) ?? ""
    }

    /// `hiring` on `terminal`, once its first frame is on the alternate screen.
    private func startHiring(on terminal: PseudoTerminal) async throws -> TerminalProcess {
        let app = try TerminalProcess(
            try Executables.url(for: "hiring"),
            arguments: ["--language", "en", "--store", "memory", "--latency", "0"],
            environment: sandbox.environment().merging(["TERM": "xterm-256color"]) { $1 }, terminal: terminal)
        try await waitUntil("the first frame") {
            terminal.text.contains("\u{1B}[?1049h") && terminal.text.contains("lists")
        }
        return app
    }

    @Test("SIGTSTP restores the terminal before stopping; SIGCONT re-enters raw mode, redraws, and q quits")
    func stopAndContinue() async throws {
        defer { sandbox.remove() }
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = try await startHiring(on: terminal)
        let pid = app.pid

        #expect(!terminal.isCooked, "raw mode while the app runs")

        let beforeStop = terminal.count
        kill(pid, SIGTSTP)
        // The app writes the main screen back and then stops; this process's reader thread may
        // read those bytes after the stop shows in /proc (a loaded machine): wait for both.
        try await waitUntil("the stop, after the main screen is back") {
            Self.state(of: pid).contains("T (stopped)")
                && terminal.text(after: beforeStop).contains("\u{1B}[?1049l")
        }
        #expect(terminal.isCooked, "the shell gets a cooked terminal")

        let beforeContinue = terminal.count
        kill(pid, SIGCONT)
        try await waitUntil("the redraw") {
            let after = terminal.text(after: beforeContinue)
            return after.contains("\u{1B}[?1049h") && after.contains("lists")
        }
        #expect(!terminal.isCooked, "raw mode again")

        terminal.type("q")
        try await waitUntil("the exit") { app.exitStatus != nil }
        #expect(app.exitStatus == 0)
        #expect(terminal.isCooked, "restored on quit")
    }

    /// README "Exit codes": the terminal closing (SIGHUP), Ctrl-C sent as a signal (SIGINT) and
    /// `kill` (SIGTERM) end the app with 128 + the signal, after the terminal is restored. A
    /// process the signal killed outright would report the bare signal number instead.
    @Test(
        "a signal that ends the app restores the terminal first and exits with 128 + its number",
        arguments: [
            (SIGHUP, ExitStatus.hangUp), (SIGINT, ExitStatus.interrupted), (SIGTERM, ExitStatus.terminated),
        ])
    func endedBySignal(signal: Int32, status: Int32) async throws {
        defer { sandbox.remove() }
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = try await startHiring(on: terminal)
        let beforeSignal = terminal.count
        kill(app.pid, signal)
        try await waitUntil("the exit, after the main screen is back") {
            app.exitStatus != nil && terminal.text(after: beforeSignal).contains("\u{1B}[?1049l")
        }
        #expect(app.exitStatus == status)
        #expect(status == 128 + signal)
        #expect(terminal.isCooked, "the shell gets a cooked terminal")
    }
}
