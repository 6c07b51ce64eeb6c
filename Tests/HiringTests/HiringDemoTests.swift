import AppCore
import AppRunner
import Foundation
import HiringInterface
import HiringTesting
import Testing

@testable import HiringDemo

/// Every demo scenario settles as it says, headless (`--plain`), and the big one stays big.
@MainActor @Suite struct HiringDemoTests {
    private func plain(_ scenario: String, keys: String? = nil) async -> AppRun {
        await MosaicMain<HiringDemoApp>.runCapturing(
            ["--store", "memory", "--language", "en", "--scenario", scenario]
                + (keys.map { ["--keys", $0] } ?? ["--plain"]),
            environment: [:])
    }

    @Test func loadedEmptyOfflineAndFailingSettleAsTheirSummariesSay() async {
        let loaded = await plain("loaded")
        #expect(loaded.status == 0, "\(loaded.stderr)")
        #expect(loaded.stdout.contains("List 1"))
        let empty = await plain("empty")
        #expect(empty.status == 0)
        #expect(empty.stdout.contains("No named items to show"))
        let offline = await plain("offline")
        #expect(offline.status == 0)
        #expect(offline.stdout.contains("Offline: showing the list saved 3 hours ago."))
        let failing = await plain("failing")
        #expect(failing.status == 1)
        #expect(
            failing.stderr.contains(
                "The hiring list could not be loaded. The server answered with an error (HTTP 503)."))
        let retried = await plain("failing", keys: "r")
        #expect(retried.status == 0, "\(retried.stderr)")
        #expect(retried.stdout.contains("List 1"))
    }

    /// The demo's fake list stands in for the server: the server options would do nothing, so
    /// they are refused (the scenario picks the situation).
    @Test func serverOptionsAreRefusedNotIgnored() async {
        let run = await MosaicMain<HiringDemoApp>.runCapturing(
            ["--store", "memory", "--language", "en", "--plain", "--failure-rate", "1", "--offline"],
            environment: [:])
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "error: This demo shows its scenario's made-up data and loads nothing; leave out --failure-rate, --offline (--scenario picks the situation).\n",
            "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(!HiringDemoApp.usesServer)
    }

    @Test func manyHasOneHundredThousandItemsAndEndReachesTheLast() async {
        let list = HiringDemoApp.list(for: .many, now: Date())
        let load = await list.load()
        #expect(load.snapshot?.items.count == 100_000)
        let run = await plain("many", keys: "end")
        #expect(run.status == 0, "\(run.stderr)")
        // The last kept item of list 4 in natural order (id 100000 has no name and is dropped).
        #expect(run.stdout.contains("Item 99996"))
    }
}
