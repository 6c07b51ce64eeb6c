import Foundation
import MosaicTestSupport
import Testing

/// Runs the built `packs`, `packs-demo` and `mock-backend` executables as a user would:
/// `--plain`, `--keys`, subcommands, a store file across runs, stage against mock-backend.
@Suite("packs end to end", .hangsAfter(minutes: 10))
struct PacksEndToEndTests {
    typealias Run = ExecutableRun

    /// A private HOME, data folder and store files for this suite's runs.
    private let sandbox = RunSandbox("packs")
    private var home: URL { sandbox.home }

    private static let sample = SharedFixtures.url("inpost-packs.json")

    private static var hasSample: Bool { SharedFixtures.exists("inpost-packs.json") }

    /// Runs `name` with `arguments` in the sandbox.
    private func run(_ name: String, _ arguments: [String], timeLimit: TimeInterval = RunSandbox.patience)
        async throws -> Run
    {
        try await sandbox.run(name, arguments, timeLimit: timeLimit)
    }

    /// Runs `packs`; in mock without the simulated latency (stage and prod refuse `--latency`:
    /// their server answers by itself).
    private func packs(_ arguments: [String]) async throws -> Run {
        try await run("packs", arguments + (arguments.contains("--env") ? [] : ["--latency", "0"]))
    }

    private var store: String { home.appendingPathComponent("packs.sqlite").path }

    private func cleanUp() {
        sandbox.remove()
    }

    // MARK: The real sample

    @Test(
        "--plain --data-file prints the real sample grouped and sorted",
        // CI keeps the real samples beside the checkout; elsewhere this reports itself skipped.
        .enabled(if: PacksEndToEndTests.hasSample, "../shared/fixtures/inpost-packs.json is absent"))
    func plainRealSample() async throws {
        defer { cleanUp() }
        let run = try await packs([
            "--plain", "--data-file", Self.sample.path, "--store", "memory", "--language", "en",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let senders = [
            "Test sender", "Adam", "Pan Tadeusz", "Lorem Ipsum", "InPost", "Eve", "Bad server response",
        ]
        let positions = senders.compactMap { run.stdout.range(of: $0)?.lowerBound }
        #expect(positions.count == senders.count, "every pack is shown:\n\(run.stdout)")
        #expect(positions == positions.sorted(), "in list order:\n\(run.stdout)")
        #expect(run.stdout.contains("On the way  7"))
        #expect(!run.stdout.contains("Completed"), "an empty group is not shown")
        let broken = run.stdout.split(separator: "\n").first { $0.contains("Bad server response") } ?? ""
        #expect(broken.contains(" Other "), "BROKEN_STATUS reads Other: \(broken)")
        #expect(!run.stdout.contains("\u{1B}"))
    }

    @Test(
        "the default language is Polish",
        .enabled(if: PacksEndToEndTests.hasSample, "../shared/fixtures/inpost-packs.json is absent"))
    func polishByDefault() async throws {
        defer { cleanUp() }
        let run = try await packs(["--plain", "--data-file", Self.sample.path, "--store", "memory"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Przesyłki"))
        #expect(run.stdout.contains("W drodze  7"))
        #expect(run.stdout.contains("Gotowa do odbioru"))
        // The sample's pickup deadlines are long past: they read as passed, never as dates to meet.
        #expect(run.stdout.contains("termin minął 29 lis 2022"))
        #expect(!run.stdout.contains("odbierz do 29 lis 2022"))
    }

    // MARK: Stage

    @Test("--env stage against mock-backend prints the same list as the mock environment")
    func stageMatchesMock() async throws {
        defer { cleanUp() }
        let backend = try ChildProcess(
            try Executables.url(for: "mock-backend"), arguments: ["--port", "0", "--latency", "0"])
        defer { backend.killIfRunning() }
        let prefix = "mock-backend listening on "
        let line = try #require(await backend.readLine(), "mock-backend started: \(backend.standardError)")
        #expect(line.hasPrefix(prefix))
        let baseURL = String(line.dropFirst(prefix.count))

        let stage = try await packs([
            "--plain", "--env", "stage", "--base-url", baseURL, "--store", "memory", "--language", "en",
        ])
        let mock = try await packs(["--plain", "--store", "memory", "--language", "en"])
        #expect(stage.status == 0, "\(stage.stderr)")
        // The status line above the footer names the environment and sync time; the rest is equal.
        func withoutStatusLine(_ frame: String) -> [Substring] {
            frame.split(separator: "\n", omittingEmptySubsequences: false).filter {
                !$0.hasSuffix("? help  : commands")
            }
        }
        #expect(withoutStatusLine(stage.stdout) == withoutStatusLine(mock.stdout))
        #expect(stage.stdout.contains(" stage · synced "))
        #expect(mock.stdout.contains(" mock data · synced "))
        #expect(stage.stdout.contains("On the way  14"))
        _ = await backend.stop()
        #expect(backend.standardError.contains("GET /packs 200"))

        // The mock's latency, failures and seed would do nothing against a real server: refused.
        let shaped = try await run(
            "packs",
            [
                "list", "--env", "stage", "--base-url", baseURL, "--latency", "0", "--seed", "1",
                "--language", "en",
            ])
        #expect(shaped.status == 64)
        #expect(
            shaped.stderr
                == "error: --latency, --seed: these shape only the mock environment's answers; the stage server answers by itself (mock-backend takes its own --latency, --failure-rate and --seed).\n",
            "\(shaped.stderr)")
    }

    /// `--offline` acts in every environment: against a server it sends nothing and shows the
    /// stored list as without a network.
    @Test func offlineInStageSendsNothingAndShowsTheStoredList() async throws {
        defer { cleanUp() }
        #expect(try await packs(["list", "--store", store]).status == 0)
        let down = try RefusingPort()
        let run = try await packs(
            [
                "list", "--env", "stage", "--base-url", down.url, "--store", store, "--offline", "--language",
                "en",
            ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Zalando"))
        #expect(run.stderr.hasPrefix("warning: You are offline."), "\(run.stderr)")
        #expect(!run.stderr.contains("not reachable"), "nothing was sent: \(run.stderr)")
    }

    @Test("a refused connection in stage shows the stored list, naming the unreachable server")
    func stageRefusedUsesStoredList() async throws {
        defer { cleanUp() }
        #expect(try await packs(["list", "--store", store]).status == 0)
        let down = try RefusingPort()
        let run = try await packs(
            [
                "--plain", "--env", "stage", "--base-url", down.url, "--store", store,
                "--language", "en",
            ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("The server at \(down.url) is not reachable."), "\(run.stdout)")
        #expect(!run.stdout.contains("Offline"), "a server that is down is not 'offline'")
        #expect(run.stdout.contains("Zalando"))
    }

    // MARK: Screens

    @Test("--keys opens the details of the selected parcel")
    func keysOpenDetails() async throws {
        defer { cleanUp() }
        let run = try await packs(["--keys", "down enter", "--store", "memory", "--language", "en"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Parcels › Zalando"))
        #expect(run.stdout.contains("Tracking number  10000000000000000000102"))
        #expect(run.stdout.contains("a archive"))
    }

    @Test("the documented search example finds what Docs/Apps.md says it finds")
    func readmeSearchExample() async throws {
        defer { cleanUp() }
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appending(path: "../../Docs/Apps.md").standardizedFileURL,
            encoding: .utf8)
        // The example's bar as Docs/Apps.md quotes it, e.g. `/ zolw▏  1 match · enter keep · esc clear`.
        let quoted = try #require(
            readme.firstMatch(of: /`(\/ (\w+)▏[^`]*)`/), "Docs/Apps.md shows a search bar")
        let (bar, query) = (String(quoted.output.1), String(quoted.output.2))
        let typed = query.map(String.init).joined(separator: " ")
        let run = try await packs(["--keys", "/ " + typed, "--store", "memory", "--language", "en"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(bar), "Docs/Apps.md quotes `\(bar)`; the app shows:\n\(run.stdout)")
        #expect(
            readme.contains("--keys \"/ \(typed) enter down\""), "the scripted example types the same query")
    }

    @Test("--offline shows the stored list with the sync time, or fails without one")
    func offline() async throws {
        defer { cleanUp() }
        let none = try await packs(["--plain", "--offline", "--store", store, "--language", "en"])
        #expect(none.status == 1)
        #expect(none.stderr == "error: You are offline. No parcels are saved on this device yet.\n")

        #expect(try await packs(["--plain", "--store", store]).status == 0)
        let cached = try await packs(["--plain", "--offline", "--store", store, "--language", "en"])
        #expect(cached.status == 0)
        #expect(cached.stdout.contains("⊘ Offline. Showing the parcels from the last sync:"))
        #expect(cached.stdout.contains("17 parcels"))

        let list = try await packs(["list", "--offline", "--store", store, "--language", "en"])
        #expect(list.status == 0)
        #expect(
            list.stderr.contains("warning: You are offline. Showing the parcels from the last sync:"))
        #expect(list.stdout.contains("On the way (14 parcels)"))
    }

    // MARK: Subcommands

    @Test("packs list --format json prints stable JSON")
    func listJSON() async throws {
        defer { cleanUp() }
        let run = try await packs(["list", "--format", "json", "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let groups = try #require(object["groups"] as? [[String: Any]])
        #expect(groups.map { $0["group"] as? String } == ["inTransit", "completed"])
        try #require(groups.count > 0)
        let first = try #require((groups[0]["packs"] as? [[String: Any]])?.first)
        #expect(first["id"] as? String == "10000000000000000000103")
        #expect(first["statusName"] as? String == "Upłynął termin odbioru", "Polish by default")
        #expect(object["source"] as? String == "server")
        #expect(object["skipped"] as? Int == 1)
    }

    @Test("archive and unarchive persist across runs in the store file")
    func archivePersists() async throws {
        defer { cleanUp() }
        let id = "10000000000000000000102"
        let archive = try await packs(["archive", id, "--store", store, "--language", "en"])
        #expect(archive.status == 0, "\(archive.stderr)")
        #expect(archive.stdout == "Archived parcel \(id).\n")

        let hidden = try await packs(["--plain", "--store", store, "--language", "en"])
        #expect(!hidden.stdout.contains("Zalando"))
        #expect(hidden.stdout.contains("16 parcels · 1 archived"))
        let listed = try await packs(["list", "--include-archived", "--store", store, "--language", "en"])
        #expect(listed.stdout.contains("Zalando"))

        let archivedView = try await packs(["--keys", "v", "--store", store, "--language", "en"])
        #expect(archivedView.stdout.contains("Parcels › Archived"))
        #expect(archivedView.stdout.contains("Zalando"))

        #expect(try await packs(["unarchive", id, "--store", store, "--language", "en"]).status == 0)
        let shown = try await packs(["--plain", "--store", store, "--language", "en"])
        #expect(shown.stdout.contains("Zalando"))
        #expect(shown.stdout.contains("17 parcels"))
    }

    @Test("archiving from the details screen persists")
    func archiveFromScreen() async throws {
        defer { cleanUp() }
        let archived = try await packs(["--keys", "down enter a", "--store", store, "--language", "en"])
        #expect(archived.status == 0, "\(archived.stderr)")
        #expect(!archived.stdout.contains("Zalando"))
        let later = try await packs(["list", "--format", "json", "--store", store])
        #expect(!later.stdout.contains("10000000000000000000102"))
    }

    @Test("an unknown id exits 65 with a clear message")
    func unknownID() async throws {
        defer { cleanUp() }
        for command in ["archive", "unarchive"] {
            let run = try await packs([command, "123", "--store", "memory", "--language", "en"])
            #expect(run.status == 65)
            #expect(
                run.stderr
                    == "error: No parcel with id 123. List the ids with: packs list --include-archived\n")
        }
    }

    // MARK: Demo

    @Test("packs-demo runs its scenarios and rejects unknown ones")
    func demo() async throws {
        defer { cleanUp() }
        let many = try await run(
            "packs-demo", ["--scenario", "many", "--plain", "--store", "memory", "--language", "en"])
        #expect(many.status == 0, "\(many.stderr)")
        #expect(many.stdout.contains("10,000 parcels"))
        let failing = try await run("packs-demo", ["--scenario", "failing", "--plain", "--store", "memory"])
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("HTTP 503"))
        let unsupported = try await run(
            "packs-demo",
            [
                "--scenario", "unsupported-status", "--keys", "end enter", "--store", "memory", "--language",
                "en",
            ])
        #expect(unsupported.stdout.contains("Status code      BROKEN_STATUS"), "\(unsupported.stdout)")
        let bogus = try await run("packs-demo", ["--scenario", "bogus"])
        #expect(bogus.status == 64)
        #expect(bogus.stderr.contains("offline-with-cache"))
    }
}
