import Foundation
import Testing

/// Real processes in an unfriendly environment: output that cannot be written, a log file that
/// cannot be written, numbers that would overflow. No crash, a clear exit code and message.
@Suite("hostile environment", .timeLimit(.minutes(10)))
struct HostileEnvironmentEndToEndTests {
    private let sandbox = RunSandbox("hostile")

    @Test func aListingThatCannotBeWrittenExits74WithTheReason() async throws {
        defer { sandbox.remove() }
        let run = try await sandbox.run(
            "hiring", ["list", "--store", "memory", "--latency", "0", "--language", "de"],
            standardOutput: "/dev/full")
        #expect(run.status == 74, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "error: Die Ausgabe konnte nicht geschrieben werden (No space left on device)"),
            "\(run.stderr)")
    }

    @Test func anUnwritableLogFileFallsBackToStderrWithOneWarning() async throws {
        defer { sandbox.remove() }
        let run = try await sandbox.run(
            "store", ["products", "--store", "memory", "--latency", "0", "--log-file", "/dev/full"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("MUG"))
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("cannot write to --log-file") }
        #expect(warnings.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("Opened the in-memory database"), "the log lines are kept on stderr")
    }

    @Test(arguments: ["1e308", "nan", "inf", "3601", "-0.5"])
    func anOutOfRangeLatencyIsAUsageErrorNotACrash(value: String) async throws {
        defer { sandbox.remove() }
        let run = try await sandbox.run("store", ["products", "--store", "memory", "--latency=\(value)"])
        #expect(run.status == 64, "\(value): \(run.stderr)")
        // The store speaks Spanish unless told otherwise, its command-line errors too.
        #expect(run.stderr.hasPrefix("error: --latency debe estar entre 0 y 3600 segundos"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "one line: \(run.stderr)")
    }
}
