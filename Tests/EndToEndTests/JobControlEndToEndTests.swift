import Foundation
import MosaicTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Job control on a real pseudo-terminal: SIGTSTP gives the terminal back (cooked mode, main
/// screen) before the app stops, SIGCONT takes it again and redraws, and `q` still quits.
@Suite("job control", .timeLimit(.minutes(10)))
struct JobControlEndToEndTests {
    private let sandbox = RunSandbox("jobcontrol")

    /// Waits (polling, bounded by the suite's patience) until `condition` holds.
    private func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(RunSandbox.patience)
        while !condition() {
            try #require(Date() < deadline, "waited for \(what)")
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    private static func state(of pid: Int32) -> String {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        return status.split(separator: "\n").first { $0.hasPrefix("State:") }.map(String.init) ?? ""
    }

    @Test("SIGTSTP restores the terminal before stopping; SIGCONT re-enters raw mode, redraws, and q quits")
    func stopAndContinue() async throws {
        defer { sandbox.remove() }
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let process = Process()
        process.executableURL = try Executables.url(for: "hiring")
        process.arguments = ["--language", "en", "--store", "memory", "--latency", "0"]
        process.environment = sandbox.environment().merging(["TERM": "xterm-256color"]) { $1 }
        let slave = FileHandle(fileDescriptor: terminal.slave, closeOnDealloc: false)
        process.standardInput = slave
        process.standardOutput = slave
        process.standardError = slave
        let exit = Mutex<Int32?>(nil)
        process.terminationHandler = { finished in exit.withLock { $0 = finished.terminationStatus } }
        try process.run()
        let pid = process.processIdentifier
        defer { if exit.withLock({ $0 }) == nil { kill(pid, SIGKILL) } }

        try await waitUntil("the first frame") {
            terminal.text.contains("\u{1B}[?1049h") && terminal.text.contains("lists")
        }
        #expect(!terminal.isCooked, "raw mode while the app runs")

        let beforeStop = terminal.count
        kill(pid, SIGTSTP)
        try await waitUntil("the stop") { Self.state(of: pid).contains("T (stopped)") }
        #expect(terminal.text(after: beforeStop).contains("\u{1B}[?1049l"), "the main screen is back")
        #expect(terminal.isCooked, "the shell gets a cooked terminal")

        let beforeContinue = terminal.count
        kill(pid, SIGCONT)
        try await waitUntil("the redraw") {
            let after = terminal.text(after: beforeContinue)
            return after.contains("\u{1B}[?1049h") && after.contains("lists")
        }
        #expect(!terminal.isCooked, "raw mode again")

        terminal.type("q")
        try await waitUntil("the exit") { exit.withLock { $0 } != nil }
        #expect(exit.withLock { $0 } == 0)
        #expect(terminal.isCooked, "restored on quit")
    }
}
