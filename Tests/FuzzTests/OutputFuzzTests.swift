import AppCore
import AppRunner
import Foundation
import Networking
import Testing

@testable import HiringApp
@testable import OrdersApp
@testable import PacksApp
@testable import PaybackApp
@testable import StoreApp

/// Seeded single-element mutations run through the real subcommands and screens in-process
/// (`--data-file`): every run still lists, and no table, JSON document or `--plain` frame
/// contains a control byte, an escape sequence or a bidi control.
@MainActor @Suite(.serialized) struct OutputFuzzTests {
    /// Mutations per payload: 8 by default (every run repeats the same seeded ones; the suite's
    /// main actor is shared, so more rounds slow every other screen test), 24 in the deep budget
    /// (``FuzzBudget``).
    static let runsPerPayload = FuzzBudget.rounds(default: 8, deep: 24)

    @Test(arguments: Payload.all)
    func noControlByteInAnyOutput(_ payload: Payload) async throws {
        let (document, listPath) = try payload.document()
        let directory = FileManager.default.temporaryDirectory.appending(path: "fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: payload.file.lastPathComponent)
        // A different seed from the decoding fuzz, so the two cover different mutations.
        var mutator = Mutator(random: SeededRandomNumberGenerator(seed: 0x0075_7470_7574))
        for round in 0..<Self.runsPerPayload {
            let mutation = mutator.mutate(document, listPath: listPath)
            try Data(mutation.body.utf8).write(to: file)
            let expected = try? payload.read(Data(mutation.body.utf8))
            for (arguments, run) in await runs(payload, file: file.path) {
                let context =
                    "\(payload.name) round \(round), \(mutation), \(arguments.joined(separator: " "))"
                #expect(!containsControl(run.stdout), "\(context): stdout \(run.stdout.debugDescription)")
                #expect(!containsControl(run.stderr), "\(context): stderr \(run.stderr.debugDescription)")
                guard let expected else { continue }  // a rule set rejected whole: exit 64 says so
                #expect(run.status == 0, "\(context): \(run.stderr)")
                if arguments.contains("json") {
                    let object =
                        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
                    #expect(object?["skipped"] as? Int == expected.reportedSkipped, "\(context)")
                }
            }
        }
    }

    /// The listing as a table, as JSON, and the app's first screen as a `--plain` frame.
    private func runs(_ payload: Payload, file: String) async -> [([String], AppRun)] {
        let data = ["--data-file", file, "--store", "memory", "--language", "en"]
        var runs: [([String], AppRun)] = []
        func run<App: MosaicApplication>(_ app: App.Type, _ arguments: [String]) async {
            runs.append((arguments, await MosaicMain<App>.runCapturing(arguments, timeZone: .gmt)))
        }
        switch payload.feature {
        case .packs:
            await run(PacksApp.self, ["list"] + data)
            await run(PacksApp.self, ["list", "--format", "json"] + data)
            await run(PacksApp.self, ["--plain"] + data)
        case .transactions:
            await run(PaybackApp.self, ["transactions"] + data)
            await run(PaybackApp.self, ["transactions", "--format", "json"] + data)
            await run(PaybackApp.self, ["--keys", "tab"] + data)
        case .catalog:
            await run(StoreApp.self, ["products"] + data)
            await run(StoreApp.self, ["products", "--format", "json"] + data)
            await run(StoreApp.self, ["--plain"] + data)
        case .orders:
            await run(OrdersApp.self, ["list"] + data)
            await run(OrdersApp.self, ["list", "--format", "json"] + data)
            await run(OrdersApp.self, ["--plain"] + data)
        case .hiring:
            await run(HiringApp.self, ["list", "--format", "csv"] + data)
            await run(HiringApp.self, ["list", "--format", "json"] + data)
            await run(HiringApp.self, ["--plain"] + data)
        case .pricing:
            let rules = [
                "--rules", file, "--store", "memory", "--language", "en", "--latency", "0", "--failure-rate",
                "0",
            ]
            await run(StoreApp.self, ["rules"] + rules)
            await run(StoreApp.self, ["rules", "--format", "json"] + rules)
            await run(StoreApp.self, ["--keys", "tab tab"] + rules)
        }
        return runs
    }
}
