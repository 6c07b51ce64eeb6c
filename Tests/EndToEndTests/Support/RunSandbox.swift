import Foundation
import MosaicTestSupport
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What a finished run of a built executable printed.
struct ExecutableRun: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// A private HOME and XDG data folder for end-to-end runs, so they never touch the user's
/// files, and a pinned environment (UTC, 100×30, no colors, no locale variables).
struct RunSandbox: Sendable {
    /// The run's HOME; store files and captured output live below it.
    let home: URL

    /// A sandbox in a new temporary folder named after `prefix`.
    init(_ prefix: String) {
        home = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-e2e-\(UUID().uuidString)", isDirectory: true)
    }

    /// Makes the home (when missing) private like a home, `0700`: a database the tests keep
    /// beside the captured output is then in a folder only the user can open, so the apps have
    /// nothing to warn about (`SharedFolderNotice`).
    func makeHome() throws {
        try FileManager.default.createDirectory(
            at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    /// How long a run may take before it counts as hung: minutes, because a CI agent may be
    /// running many other jobs, and the outcome must not depend on how busy the machine is.
    static let patience: TimeInterval = Patience.seconds(minutes: 10)

    /// Runs the built executable `name` with `arguments`; a run still going after `timeLimit`
    /// seconds is killed and reported as hung, so a hang fails the test instead of stalling the suite.
    /// `standardInput` reads stdin from that file (default: /dev/null).
    /// `standardOutput` sends stdout to that file (e.g. `/dev/full`) instead of capturing it; the
    /// captured output's files are `<uuid>.out`/`.err` in the sandbox's top folder.
    /// The pinned environment of every run: `xdg: false` leaves out `XDG_DATA_HOME`, so the apps
    /// fall back to `$HOME/.local/share` as on a machine without XDG variables.
    func environment(xdg: Bool = true) -> [String: String] {
        // A `swift` command the README shows leaves SwiftPM's lock files in $TMPDIR; a Tooling/
        // script would leave a `__pycache__` in the repository (childEnvironment).
        var environment = childEnvironment([
            "TZ": "UTC", "COLUMNS": "100", "LINES": "30", "HOME": home.path, "NO_COLOR": "1",
        ])
        if xdg { environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path }
        return environment
    }

    func run(
        _ name: String, _ arguments: [String], timeLimit: TimeInterval = RunSandbox.patience,
        standardOutput: String? = nil, standardOutputHandle: FileHandle? = nil, standardInput: String? = nil,
        xdg: Bool = true
    )
        async throws
        -> ExecutableRun
    {
        try await run(
            executable: try Executables.url(for: name), arguments, timeLimit: timeLimit,
            standardOutput: standardOutput, standardOutputHandle: standardOutputHandle,
            standardInput: standardInput, xdg: xdg)
    }

    /// Runs any `executable` as ``run(_:_:timeLimit:standardOutput:standardInput:xdg:)`` does,
    /// with `extraEnvironment` added to the pinned one and `directory` as its working directory
    /// (default: the test's own).
    func run(
        executable: URL, _ arguments: [String], timeLimit: TimeInterval = RunSandbox.patience,
        standardOutput: String? = nil, standardOutputHandle: FileHandle? = nil, standardInput: String? = nil,
        xdg: Bool = true, extraEnvironment: [String: String] = [:], directory: URL? = nil
    )
        async throws
        -> ExecutableRun
    {
        let name = executable.lastPathComponent
        try makeHome()
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment(xdg: xdg).merging(extraEnvironment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        // Output goes to files: pipes could fill up and block a chatty child.
        let outURL = home.appendingPathComponent("\(UUID().uuidString).out")
        let errURL = home.appendingPathComponent("\(UUID().uuidString).err")
        for url in [outURL, errURL] where !FileManager.default.createFile(atPath: url.path, contents: nil) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        process.standardOutput =
            try standardOutputHandle
            ?? FileHandle(forWritingTo: standardOutput.map(URL.init(fileURLWithPath:)) ?? outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput =
            try standardInput.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) }
            ?? FileHandle.nullDevice
        // The watchdog kills only a child that has not ended (its pid could belong to another
        // process by then).
        let watchdog = Watchdog()
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = {
                watchdog.childEnded()
                continuation.resume(returning: $0.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) { watchdog.kill(pid) }
        }
        if watchdog.killedChild {
            throw HungRun(executable: name, arguments: arguments, seconds: timeLimit)
        }
        return ExecutableRun(
            status: status, stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }

    /// Removes the sandbox.
    func remove() {
        try? FileManager.default.removeItem(at: home)
    }
}

/// A run that had not ended after its time limit and was killed.
struct HungRun: Error, CustomStringConvertible {
    let executable: String
    let arguments: [String]
    let seconds: TimeInterval

    var description: String {
        "waited \(Int(seconds)) s for `\(executable) \(arguments.joined(separator: " "))` to exit; it was killed"
    }
}

/// Kills a child once, and only while it runs.
private final class Watchdog: Sendable {
    private let state = Mutex((ended: false, killed: false))

    func childEnded() { state.withLock { $0.ended = true } }

    func kill(_ pid: Int32) {
        state.withLock { state in
            guard !state.ended else { return }
            state.killed = true
            _ = Glibc.kill(pid, SIGKILL)
        }
    }

    var killedChild: Bool { state.withLock { $0.killed } }
}

/// The real backend samples in `../shared/fixtures` (beside the checkout), for contract runs.
enum SharedFixtures {
    /// The sample `name`, e.g. "inpost-packs.json".
    static func url(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/fixtures/\(name)")
    }

    /// Whether the sample is there (tests using it are skipped with a reason otherwise).
    static func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: url(name).path)
    }
}
