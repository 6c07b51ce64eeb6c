import Foundation

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

    /// Runs the built executable `name` with `arguments`; a run still going after `timeLimit`
    /// seconds is killed, so a hang fails the test instead of stalling the suite.
    func run(_ name: String, _ arguments: [String], timeLimit: TimeInterval = 60) async throws
        -> ExecutableRun
    {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = try Executables.url(for: name)
        process.arguments = arguments
        process.environment = [
            "TZ": "UTC", "COLUMNS": "100", "LINES": "30", "HOME": home.path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path, "NO_COLOR": "1",
        ]
        // Output goes to files: pipes could fill up and block a chatty child.
        let outURL = home.appendingPathComponent("\(UUID().uuidString).out")
        let errURL = home.appendingPathComponent("\(UUID().uuidString).err")
        for url in [outURL, errURL] where !FileManager.default.createFile(atPath: url.path, contents: nil) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) { kill(pid, SIGKILL) }
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
