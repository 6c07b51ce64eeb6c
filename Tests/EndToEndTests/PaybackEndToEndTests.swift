import Foundation
import MosaicTestSupport
import Testing

/// Runs the built `payback`, `transactions-demo` and `mock-backend` as a user would: `--plain`
/// and `--keys` on the real sample, the `transactions` subcommand, a stored list across runs,
/// seeded failures, and stage against mock-backend.
@Suite("payback end to end", .hangsAfter(minutes: 10))
struct PaybackEndToEndTests {
    typealias Run = ExecutableRun

    /// A private HOME, data folder and store files for this suite's runs.
    private let sandbox = RunSandbox("payback")
    private var home: URL { sandbox.home }

    private static let sample = SharedFixtures.url("payback-transactions.json")

    private static var hasSample: Bool { SharedFixtures.exists("payback-transactions.json") }

    /// Runs `name` with `arguments` in the sandbox.
    private func run(_ name: String, _ arguments: [String], timeLimit: TimeInterval = RunSandbox.patience)
        async throws -> Run
    {
        try await sandbox.run(name, arguments, timeLimit: timeLimit)
    }

    private func payback(_ arguments: [String]) async throws -> Run {
        try await run("payback", arguments)
    }

    private var store: String { home.appendingPathComponent("payback.sqlite").path }

    private func cleanUp() {
        sandbox.remove()
    }

    // MARK: The real sample

    @Test(
        "--plain --data-file: the feed shows the real sample's total, in German by default",
        // CI keeps the real samples beside the checkout; elsewhere this reports itself skipped.
        .enabled(if: PaybackEndToEndTests.hasSample, "../shared/fixtures/payback-transactions.json is absent")
    )
    func plainRealSample() async throws {
        defer { cleanUp() }
        let german = try await payback(["--plain", "--data-file", Self.sample.path, "--store", "memory"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout.contains("1 Feed   2 Transaktionen   3 Einstellungen"), "\(german.stdout)")
        #expect(german.stdout.contains("5.770 Punkte"), "\(german.stdout)")
        #expect(!german.stdout.contains("\u{1B}"))

        let english = try await payback([
            "--plain", "--data-file", Self.sample.path, "--store", "memory", "--language", "en",
        ])
        #expect(english.status == 0, "\(english.stderr)")
        #expect(english.stdout.contains("5,770 points"), "\(english.stdout)")
    }

    @Test(
        "--keys: the Transactions tab lists all 21, then category 2 with its sum",
        .enabled(if: PaybackEndToEndTests.hasSample, "../shared/fixtures/payback-transactions.json is absent")
    )
    func keysFilterByCategory() async throws {
        defer { cleanUp() }
        let base = ["--data-file", Self.sample.path, "--store", "memory", "--language", "en"]
        let list = try await payback(["--keys", "2"] + base)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("Filter: All categories · 21 transactions"), "\(list.stdout)")
        #expect(list.stdout.contains("Sum: 5,770 points"))
        #expect(list.stdout.contains("Dec 24, 2022  Aral"))
        #expect(list.stdout.contains("(no description)"))

        let filtered = try await payback(["--keys", "2 f down down enter"] + base)
        #expect(filtered.status == 0, "\(filtered.stderr)")
        #expect(filtered.stdout.contains("Filter: Category 2 · 7 transactions"), "\(filtered.stdout)")
        #expect(filtered.stdout.contains("Sum: 2,973 points"))
        #expect(filtered.stdout.contains("Penny-Markt"))
        #expect(!filtered.stdout.contains("REWE Group"))

        let details = try await payback(["--keys", "2 down down down down enter"] + base)
        #expect(details.stdout.contains("WorldOfPAYBACK › Tchibo"), "\(details.stdout)")
        #expect(details.stdout.contains("Reference    623838250608671"))
    }

    @Test(
        "transactions subcommand: sorted list and per-currency sum, table and JSON",
        .enabled(if: PaybackEndToEndTests.hasSample, "../shared/fixtures/payback-transactions.json is absent")
    )
    func subcommandOnTheRealSample() async throws {
        defer { cleanUp() }
        let table = try await payback([
            "transactions", "--category", "3", "--data-file", Self.sample.path, "--store", "memory",
            "--language",
            "en",
        ])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("Nov 11, 2022  REWE Group  Punkte sammeln"), "\(table.stdout)")
        #expect(table.stdout.hasSuffix("Sum: 86 points (Category 3, 1 transaction)\n"), "\(table.stdout)")

        let json = try await payback([
            "transactions", "--category", "1", "--format", "json", "--data-file", Self.sample.path, "--store",
            "memory",
        ])
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["count"] as? Int == 13)
        #expect(object["totals"] as? [[String: String]] == [["amount": "2711", "currency": "PBP"]])

        let unknown = try await payback(["transactions", "--category", "7", "--data-file", Self.sample.path])
        #expect(unknown.status == 65)
        // In payback's own language, German, as every other message (it was English here).
        #expect(unknown.stderr.contains("vorhandene Kategorien: 1, 2, 3"), "\(unknown.stderr)")
    }

    // MARK: Mock environment, storage, seeds

    @Test("offline after a successful run: the stored list with the offline banner")
    func offlineShowsTheStoredList() async throws {
        defer { cleanUp() }
        let online = try await payback([
            "transactions", "--store", store, "--latency", "0", "--failure-rate", "0", "--language", "en",
        ])
        #expect(online.status == 0, "\(online.stderr)")
        #expect(online.stdout.contains("Sum: 2,451 points (All categories, 16 transactions)"))

        let offline = try await payback(["--keys", "2", "--offline", "--store", store, "--language", "en"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout.contains("⊘ Offline: showing the transactions stored on"), "\(offline.stdout)")
        #expect(offline.stdout.contains("Sum: 2,451 points"))

        // A refused connection (a port bound but not listening) shows the stored list too, naming
        // the server that is down rather than calling it "offline".
        let down = try RefusingPort()
        let refused = try await payback([
            "--keys", "2", "--env", "stage", "--base-url", down.url, "--store", store,
            "--language", "en",
        ])
        #expect(refused.status == 0, "\(refused.stderr)")
        #expect(
            refused.stdout.contains("The server at \(down.url) is not reachable."), "\(refused.stdout)"
        )
        #expect(!refused.stdout.contains("Offline"), "\(refused.stdout)")

        let nothingStored = try await payback([
            "--keys", "2", "--offline", "--store", "memory", "--language", "en",
        ])
        #expect(nothingStored.status == 1)
        #expect(nothingStored.stderr.contains("You are offline"), "\(nothingStored.stderr)")
    }

    @Test("the mock fails one time in five, and --seed repeats a run")
    func seededFailures() async throws {
        defer { cleanUp() }
        // Seed 0's first draw is below 0.2 (the route's own failure rate): HTTP 503; seed 9's is not.
        for _ in 0..<2 {
            let failing = try await payback([
                "transactions", "--store", "memory", "--latency", "0", "--seed", "0",
            ])
            #expect(failing.status == 1)
            #expect(failing.stderr.contains("HTTP 503"), "\(failing.stderr)")
        }
        let passing = try await payback([
            "transactions", "--store", "memory", "--latency", "0", "--seed", "9",
        ])
        #expect(passing.status == 0, "\(passing.stderr)")
    }

    @Test("stage: payback reads /transactions from mock-backend")
    func stageAgainstMockBackend() async throws {
        defer { cleanUp() }
        let backend = try ChildProcess(
            try Executables.url(for: "mock-backend"),
            arguments: ["--port", "0", "--latency", "0", "--failure-rate", "0"])
        defer { backend.killIfRunning() }
        let prefix = "mock-backend listening on http://127.0.0.1:"
        let line = try #require(await backend.readLine(), "\(backend.standardError)")
        let port = try #require(Int(line.dropFirst(prefix.count)), "\(line)")
        let run = try await payback([
            "transactions", "--env", "stage", "--base-url", "http://127.0.0.1:\(port)", "--store", "memory",
            "--format", "json",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["count"] as? Int == 16)
        #expect(backend.standardError.contains("GET /transactions 200"))
    }

    @Test("help lists the subcommands and the demo validates its scenario")
    func helpAndDemo() async throws {
        defer { cleanUp() }
        let help = try await payback(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("transactions"))

        let bogus = try await run("transactions-demo", ["--scenario", "bogus", "--store", "memory"])
        #expect(bogus.status == 64)
        #expect(bogus.stderr.contains("mixed-currencies"), "\(bogus.stderr)")

        let flaky = try await run(
            "transactions-demo", ["--scenario", "flaky", "--keys", "r", "--store", "memory"])
        #expect(flaky.status == 0, "\(flaky.stderr)")
        #expect(flaky.stdout.contains("Sum: 2,552 points") || flaky.stdout.contains("Summe: 2.552 Punkte"))

        let mixed = try await run(
            "transactions-demo",
            ["--scenario", "mixed-currencies", "--plain", "--store", "memory", "--language", "en"])
        #expect(mixed.status == 0, "\(mixed.stderr)")
        #expect(mixed.stdout.contains("Sum: €17.50 · 2,552 points"), "\(mixed.stdout)")
    }
}
