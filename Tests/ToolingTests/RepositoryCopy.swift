import Foundation
import MosaicTestSupport
import Testing

/// A copy of the repository's tracked files (as they are in the working tree).
final class RepositoryCopy {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
        let root = ToolRun.repositoryRoot.path
        let files = try Self.run("/usr/bin/env", ["git", "-C", root, "ls-files", "-z"])
        // During a merge, git lists a conflicted path once per stage: copy each path once.
        for path in Set(files.split(separator: "\0").map(String.init)) {
            let source = URL(fileURLWithPath: root).appending(path: path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let destination = directory.url.appending(path: path)
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: destination)
        }
    }

    var root: String { directory.url.path }

    func text(_ path: String) throws -> String {
        try String(contentsOf: directory.url.appending(path: path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.url.appending(path: path).path)
    }

    /// A feature name nobody has taken in this copy: a user may already have scaffolded the
    /// README's example (`Loyalty`), so the tests never assume a name is free.
    func unusedFeatureName() throws -> String {
        let manifest = try text("Package.swift")
        let candidates = [
            "Loyalty", "Rewards", "Vouchers", "Coupons", "Badges", "Stamps", "Tickets", "Gifts", "Perks",
            "Raffles", "Quests", "Trophies",
        ]
        let name = candidates.first { name in
            !exists("Modules/Features/\(name)") && !exists("Tests/\(name)Tests")
                && !exists("Apps/\(name)Demo") && !manifest.contains("\"\(name)\"")
        }
        return try #require(name, "every candidate feature name is taken")
    }

    /// What `Tooling/check-architecture` reports about this copy: its exit status and the violations
    /// it names. Tests compare a change's violations with the copy's own before the change, so a
    /// violation already in the repository fails neither the scaffold nor the merge tests.
    func architectureProblems() throws -> (status: Int32, problems: Set<String>) {
        let run = try ToolRun("check-architecture", ["--root", root])
        let problems = run.stderr.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("check-architecture:")
        }
        return (run.status, Set(problems))
    }

    @discardableResult
    static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String] = [:]
    ) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // TMPDIR: this test process's own, so SwiftPM's lock files and the driver's folders go at exit.
        process.environment = childEnvironment(ProcessInfo.processInfo.environment).merging(environment) {
            $1
        }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw ToolFailure(command: ([executable] + arguments).joined(separator: " "), output: text)
        }
        return text
    }
}

struct ToolFailure: Error, CustomStringConvertible {
    let command: String
    let output: String
    var description: String { "\(command) failed:\n\(output.suffix(4_000))" }
}
