import Foundation
import Synchronization

/// A launched executable whose lifetime is bounded: a watchdog kills it after `timeLimit`, which
/// also ends any read blocked on its output, so a broken child fails a test instead of hanging it.
final class ChildProcess: Sendable {
    /// How the child ended.
    struct Exit: Sendable, Equatable {
        let status: Int32
        let wasSignalled: Bool
    }

    private struct State {
        var exit: Exit?
        var waiters: [CheckedContinuation<Exit, Never>] = []
        var pendingOutput = Data()
        var killedByWatchdog = false
    }

    /// A reference to the state, so the termination handler and watchdog can share it before `self` exists.
    private final class StateBox: Sendable {
        let mutex = Mutex(State())
    }

    /// The child's process id.
    let pid: Int32
    private let box = StateBox()
    private let stdout: FileHandle
    private let stderrURL: URL

    /// Launches `executable` with `arguments`; stdout is read with ``readLine()``, stderr kept for diagnostics.
    /// `environment` replaces the test's own (nil: inherit it). `standardOutput` sends stdout
    /// there instead (e.g. a pipe the test keeps full, so the child blocks on its first write);
    /// ``readLine()`` is not for such a child.
    init(
        _ executable: URL, arguments: [String], timeLimit: TimeInterval = RunSandbox.patience,
        environment: [String: String]? = nil, standardOutput: FileHandle? = nil
    ) throws {
        let process = Process()
        // Started through `env --default-signal` (GNU coreutils 8.31 or later), which execs it in
        // place (the same pid) with SIGHUP, SIGINT, SIGTERM, SIGTSTP, SIGCONT and SIGWINCH at their
        // default actions: an ignored signal stays ignored across exec, and while an in-process
        // interactive session runs in a parallel test its signal watcher ignores those signals in
        // this whole process. A child started then could not be stopped by `stop()`.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--default-signal=HUP,INT,TERM,TSTP,CONT,WINCH", executable.path] + arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = standardOutput ?? output
        stderrURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(executable.lastPathComponent)-\(UUID().uuidString).stderr")
        guard FileManager.default.createFile(atPath: stderrURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: stderrURL.path])
        }
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        process.standardInput = FileHandle.nullDevice
        let box = self.box
        process.terminationHandler = { process in
            let exit = Exit(
                status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal)
            let waiters = box.mutex.withLock { state in
                state.exit = exit
                defer { state.waiters = [] }
                return state.waiters
            }
            waiters.forEach { $0.resume(returning: exit) }
        }
        try process.run()
        pid = process.processIdentifier
        stdout = output.fileHandleForReading

        let pid = self.pid
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) {
            let shouldKill = box.mutex.withLock { state in
                state.killedByWatchdog = state.exit == nil
                return state.killedByWatchdog
            }
            if shouldKill { kill(pid, SIGKILL) }
        }
    }

    /// The stderr file goes with the child (it only serves this object's ``standardError``).
    deinit { try? FileManager.default.removeItem(at: stderrURL) }

    /// The next line of stdout without its newline, or `nil` once the child closed stdout.
    func readLine() async -> String? {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: self.blockingReadLine()) }.start()
        }
    }

    /// Sends `signal` and waits for the child to exit.
    func stop(with signal: Int32 = SIGTERM) async -> Exit {
        if box.mutex.withLock({ $0.exit == nil }) { kill(pid, signal) }
        return await waitForExit()
    }

    /// Waits for the child to exit on its own (the watchdog bounds the wait).
    func waitForExit() async -> Exit {
        await withCheckedContinuation { continuation in
            let exit = box.mutex.withLock { state in
                if state.exit == nil { state.waiters.append(continuation) }
                return state.exit
            }
            if let exit { continuation.resume(returning: exit) }
        }
    }

    /// Whether the child has exited already.
    func hasExited() async -> Bool {
        box.mutex.withLock { $0.exit != nil }
    }

    /// Kills the child at once if it still runs; safe to call from `defer`.
    func killIfRunning() {
        if box.mutex.withLock({ $0.exit == nil }) { kill(pid, SIGKILL) }
    }

    /// Whether the watchdog had to kill the child.
    var wasKilledByWatchdog: Bool { box.mutex.withLock { $0.killedByWatchdog } }

    /// Everything the child wrote to stderr so far.
    var standardError: String {
        (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
    }

    private func blockingReadLine() -> String? {
        while true {
            let line: String? = box.mutex.withLock { state in
                guard let newline = state.pendingOutput.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
                let line = String(decoding: state.pendingOutput[..<newline], as: UTF8.self)
                state.pendingOutput.removeSubrange(...newline)
                return line
            }
            if let line { return line }
            let chunk = stdout.availableData
            if chunk.isEmpty { return nil }
            box.mutex.withLock { $0.pendingOutput.append(chunk) }
        }
    }
}
