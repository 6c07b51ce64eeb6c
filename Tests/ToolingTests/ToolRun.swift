import Foundation
import MosaicTestSupport

/// Runs one of the repository's `Tooling/` scripts and captures what it printed.
struct ToolRun {
    let status: Int32
    let stdout: String
    let stderr: String

    /// The repository root, found from this file's location (Tests/ToolingTests/).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `Tooling/<tool>`; `environment` replaces the inherited one when given. Either way it
    /// runs in ``childEnvironment(_:)`` (this test process's `TMPDIR`, no `__pycache__`).
    init(_ tool: String, _ arguments: [String], environment: [String: String]? = nil) throws {
        try self.init(
            executable: Self.repositoryRoot.appending(path: "Tooling/\(tool)"), arguments,
            environment: environment)
    }

    /// Runs `executable` (e.g. a compiler, or a program a test built).
    init(executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // Always this test process's TMPDIR: a copy of the inherited environment passed back in
        // would otherwise bring the system's /tmp with it (and SwiftPM's lock files there).
        process.environment = childEnvironment(environment ?? ProcessInfo.processInfo.environment)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a chatty tool cannot fill the pipe and block.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errData, as: UTF8.self)
    }
}
