import Foundation
import MosaicTestSupport
import Testing

/// Runs the built `hiring` and `hiring-demo` executables as a user would: the list on its bundled
/// mock data, the offline copy across runs, the real sample through `--data-file`, the demo.
@Suite("hiring end to end", .hangsAfter(minutes: 10))
struct HiringEndToEndTests {
    private let sandbox = RunSandbox("hiring")

    private func hiring(_ arguments: [String]) async throws -> ExecutableRun {
        try await sandbox.run(
            "hiring", arguments + ["--latency", "0", "--failure-rate", "0", "--language", "en"])
    }

    @Test("hiring --plain shows the lists; hiring list prints CSV")
    func plainAndCSV() async throws {
        defer { sandbox.remove() }
        let plain = try await hiring(["--plain", "--store", "memory"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("List 1"))
        #expect(plain.stdout.contains("dropped"))
        let csv = try await hiring(["list", "--store", "memory", "--format", "csv"])
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(csv.stdout.hasPrefix("listId,id,name\n1,"))
    }

    @Test("after one successful run, an offline run prints the saved list from the cache")
    func offlineFromTheSavedCopy() async throws {
        defer { sandbox.remove() }
        let file = sandbox.home.appendingPathComponent("hiring.sqlite").path
        let first = try await hiring(["list", "--store", file, "--format", "json"])
        #expect(first.status == 0, "\(first.stderr)")
        let offline = try await hiring(["list", "--store", file, "--format", "json", "--offline"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout.contains(#""source" : "cache""#))
        #expect(offline.stderr.contains("Showing the list saved"))
        let nothingSaved = try await hiring(["list", "--store", "memory", "--offline"])
        #expect(nothingSaved.status == 1)
    }

    @Test(
        "the real sample through --data-file prints one CSV row per named item",
        .enabled(
            if: SharedFixtures.exists("fetch-hiring.json"),
            "skipped: ../shared/fixtures/fetch-hiring.json is absent"))
    func realSample() async throws {
        defer { sandbox.remove() }
        let run = try await hiring([
            "list", "--store", "memory", "--format", "csv", "--data-file",
            SharedFixtures.url("fetch-hiring.json").path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        // The reference: rows with a non-blank name in the raw sample.
        let raw = try JSONSerialization.jsonObject(
            with: Data(contentsOf: SharedFixtures.url("fetch-hiring.json")))
        let named = (raw as? [[String: Any]] ?? []).filter {
            !(($0["name"] as? String) ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        }
        #expect(run.stdout.split(separator: "\n").count == named.count + 1)
    }

    @Test("hiring-demo many scrolls to the end headless")
    func demoMany() async throws {
        defer { sandbox.remove() }
        let run = try await sandbox.run(
            "hiring-demo", ["--scenario", "many", "--keys", "pgdown pgdown end", "--language", "en"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Item 99996"))
    }
}
