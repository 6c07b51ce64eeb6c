import AppCore
import AppRunner
import Foundation
import Testing

@testable import CatalogDemo

/// The demo's `--scenario` reaches its subcommands: `catalog-demo products --scenario X`.
@MainActor @Suite struct CatalogDemoCommandTests {
    private func products(_ extra: [String]) async -> AppRun {
        await MosaicMain<CatalogDemoApp>.runCapturing(
            ["products", "--store", "memory", "--language", "en"] + extra, environment: [:])
    }

    @Test func theScenarioOptionAfterTheSubcommandIsHonoured() async {
        let unavailable = await products(["--scenario", "unavailable"])
        #expect(unavailable.status == 1, "\(unavailable.stdout)")
        #expect(unavailable.stdout.isEmpty)
        let empty = await products(["--scenario", "empty"])
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(!empty.stdout.contains("VOUCHER"))
        let fresh = await products([])
        #expect(fresh.stdout.contains("VOUCHER"))
    }
}
