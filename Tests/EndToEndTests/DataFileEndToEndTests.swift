import Foundation
import MosaicTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--data-file` as a shell hands it over: process substitution, standard input, a FIFO whose
/// writer never comes (the run says it is waiting, and Ctrl-C ends it).
@Suite("data file end to end", .hangsAfter(minutes: 10))
struct DataFileEndToEndTests {
    private let sandbox = RunSandbox("datafile")

    /// The hiring sample shipped with the feature (a real list, 88 items with names).
    private static var hiringSample: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Modules/Features/Hiring/Mocks/Resources/hiring.json")
    }

    @Test("process substitution <(cat file) is read like the file")
    func processSubstitution() async throws {
        defer { sandbox.remove() }
        let hiring = try Executables.url(for: "hiring")
        let shell = try ChildProcess(
            URL(fileURLWithPath: "/bin/bash"),
            arguments: [
                "-c", #""$0" list --store memory --format json --data-file <(cat "$1")"#, hiring.path,
                Self.hiringSample.path,
            ],
            environment: sandbox.environment())
        var lines: [String] = []
        while let line = await shell.readLine() { lines.append(line) }
        let exit = await shell.waitForExit()
        #expect(exit == .init(status: 0, wasSignalled: false), "\(shell.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(lines.joined(separator: "\n").utf8))
        let listing = try #require(object as? [String: Any])
        #expect(listing["source"] as? String == "server", "a --data-file stands in for the server")
        #expect((listing["groups"] as? [Any])?.isEmpty == false)
    }

    @Test("- reads standard input")
    func standardInput() async throws {
        defer { sandbox.remove() }
        let run = try await sandbox.run(
            "hiring", ["list", "--store", "memory", "--data-file", "-", "--language", "en"],
            standardInput: Self.hiringSample.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("List 1"), "\(run.stdout.prefix(300))")
        let empty = try await sandbox.run(
            "hiring", ["list", "--store", "memory", "--data-file", "-", "--language", "en"])
        #expect(empty.status == 65, "stdin is /dev/null: \(empty.stderr)")
        #expect(empty.stderr.contains("--data-file: - is empty."), "\(empty.stderr)")
    }

    @Test("a FIFO without a writer: the run says it waits, and Ctrl-C ends it")
    func fifoWithoutWriterWaitsVisiblyAndCtrlCEndsIt() async throws {
        defer { sandbox.remove() }
        try sandbox.makeHome()
        let fifo = sandbox.home.appendingPathComponent("items.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let run = try ChildProcess(
            try Executables.url(for: "hiring"),
            arguments: ["list", "--store", "memory", "--data-file", fifo, "--language", "en"],
            environment: sandbox.environment())
        defer { run.killIfRunning() }
        // The progress line appears after a second of waiting; wait for it (the watchdog bounds this).
        while !run.standardError.contains("Waiting for data on items.fifo") {
            #expect(!run.wasKilledByWatchdog)
            if await run.hasExited() { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(run.standardError.contains("(Ctrl-C stops)"), "\(run.standardError)")
        let exit = await run.stop(with: SIGINT)
        #expect(exit == .init(status: SIGINT, wasSignalled: true), "ended by Ctrl-C (a shell reports 130)")
    }
}
