import AppCore
import AppRunner
import Foundation
import Testing

@testable import PacksDemo

/// The demo's own options reach its subcommands: `packs-demo list --scenario X` lists scenario X.
@MainActor @Suite struct PacksDemoCommandTests {
    private func list(_ extra: [String]) async -> AppRun {
        await MosaicMain<PacksDemoApp>.runCapturing(
            ["list", "--store", "memory", "--language", "en"] + extra, environment: [:])
    }

    @Test func theScenarioOptionAfterTheSubcommandIsHonoured() async {
        let empty = await list(["--scenario", "empty"])
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(empty.stdout.contains("You have no parcels yet"), "\(empty.stdout)")
        let loaded = await list([])
        #expect(loaded.stdout.contains("On the way"))
        let failing = await list(["--scenario", "failing"])
        #expect(failing.status == 1, "the failing scenario fails the listing too")
    }

    @Test func anUnknownScenarioIsAUsageError() async {
        #expect(await list(["--scenario", "moon"]).status == 64)
    }
}
