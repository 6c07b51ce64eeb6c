import AppCore
import AppRunner
import AppRunnerTestSupport
import Foundation
import MosaicTestSupport
import Testing
@testable import HiringApp

/// `hiring list` prints names from the server: no escape sequence, control or bidi character of
/// theirs reaches stdout, in a table, JSON or CSV, and CSV fields stay one per column.
@MainActor @Suite struct HiringOutputTests {
    /// Names carrying CSI, an OSC hyperlink, C1 controls, BEL, NEL, U+2028, a bidi override, a
    /// newline, commas and quotes; plus an element with a wrong type (skipped).
    static let hostileList = #"""
        [{"id": 1, "listId": 1, "name": "Ann\u001b[2J\u001b]8;;https://evil.example\u0007 click\u001b]8;;\u0007"},
         {"id": 2, "listId": 1, "name": "Bob\u009b31m red\u0085line\u2028sep\u202Egnp.exe"},
         {"id": 3, "listId": 2, "name": "Smith, \"Jr\"\nsecond line\r\n"},
         {"id": "4", "listId": 2, "name": "\u001b[31mX"}]
        """#

    @Test(arguments: [["list"], ["list", "--format", "json"], ["list", "--format", "csv"]])
    func noControlCharacterReachesStdout(_ command: [String]) async throws {
        let file = try temporaryFile(Self.hostileList, named: "hiring.json")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = await runApp(
            HiringApp.self,
            command + ["--data-file", file.path, "--store", "memory", "--language", "en", "--latency", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!containsControl(run.stdout), "\(run.stdout.debugDescription)")
        #expect(!containsControl(run.stderr), "\(run.stderr.debugDescription)")
        #expect(run.stdout.contains("Ann"))
        if command.contains("csv") {
            // A header and three rows: the newline inside a name did not start a row.
            #expect(run.stdout.split(separator: "\n").count == 4, "\(run.stdout.debugDescription)")
            #expect(run.stdout.contains(#"2,3,"Smith, ""Jr"" second line ""#))
        }
    }
}
