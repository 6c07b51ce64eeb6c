import AppCore
import AppRunner
import AppRunnerTestSupport
import Foundation
import MosaicTestSupport
import Testing
@testable import StoreApp

/// `store products` and `store price` print product names and codes from the server: no escape
/// sequence, control or bidi character of theirs reaches stdout, in a table or in JSON.
@MainActor @Suite struct StoreOutputTests {
    /// A catalog whose names carry CSI, OSC hyperlinks, C1 controls, BEL, NEL, U+2028 and bidi
    /// overrides, plus an invalid entry whose code (printed in the skipped list) does too.
    static let hostileCatalog = #"""
        {"products": [
          {"code": "MUG", "name": "Mug\u001b[2J\u001b]8;;https://evil.example\u0007 click\u001b]8;;\u0007", "price": 6},
          {"code": "CAP", "name": "Cap\u009b31m red\u0085line\u2028sep\u202Egnp.exe", "price": 5},
          {"code": "X\u001b[31m\u0007", "name": "Broken", "price": -1}
        ]}
        """#

    @Test(arguments: [
        ["products"], ["products", "--format", "json"], ["price", "MUG", "CAP", "MUG"],
        ["price", "MUG", "CAP", "--format", "json"],
    ])
    func noControlCharacterReachesStdout(_ command: [String]) async throws {
        let file = try temporaryFile(Self.hostileCatalog, named: "store.json")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = await runApp(
            StoreApp.self,
            command + ["--data-file", file.path, "--store", "memory", "--language", "en", "--latency", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!containsControl(run.stdout), "\(run.stdout.debugDescription)")
        #expect(!containsControl(run.stderr), "\(run.stderr.debugDescription)")
        #expect(run.stdout.contains("Mug"))
    }
}
