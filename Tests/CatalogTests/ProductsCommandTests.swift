import AppCore
import AppRunner
import Clocks
import Foundation
import MosaicTestSupport
import Synchronization
import Testing

@testable import Catalog

/// A one-plugin app to run Catalog's commands through the real runner.
enum CatalogCommandApp: MosaicApplication {
    static let name = "catalog-command-test"
    static let abstract = "Catalog commands under test."
    static let commands: [any PluginCommand.Type] = CatalogPlugin.commands
    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [CatalogPlugin(origin: referenceDate)]
    }
}

@MainActor
func run(_ arguments: [String], language: String = "en_US.UTF-8") async -> AppRun {
    await MosaicMain<CatalogCommandApp>.runCapturing(
        arguments, environment: ["LANG": language], timeZone: TimeZone(identifier: "UTC")!,
        clock: ImmediateClock())
}

/// `products`: the catalog as a table or JSON, with skipped entries, offline from the saved copy.
@MainActor @Suite struct ProductsCommandTests {
    @Test func printsTheMockCatalogAsATable() async {
        let run = await run(["products", "--store", "memory", "--latency", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("VOUCHER"))
        #expect(run.stdout.contains("€7.50"))
        #expect(run.stdout.contains("Products updated now"))
    }

    @Test func printsExactPricesAsJSON() async throws {
        let run = await run(["products", "--store", "memory", "--latency", "0", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let products = try #require(report["products"] as? [[String: Any]])
        #expect(products.first { $0["code"] as? String == "MUG" }?["price"] as? String == "7.50")
        #expect(products.first { $0["code"] as? String == "HOODIE" }?["price"] as? String == "39.99")
        #expect(report["source"] as? String == "server")
    }

    @Test func aDataFileWithInvalidEntriesListsThemAsSkipped() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "products.json")
        try Data(
            #"{"products": [{"code": "A", "name": "Alpha", "price": 19.99}, {"code": "B", "name": "Beta", "price": -3}]}"#
                .utf8
        )
        .write(to: file)
        let run = await run(
            ["products", "--store", "memory", "--data-file", file.path], language: "es_ES.UTF-8")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("19,99\u{00A0}€"))
        #expect(run.stdout.contains("n.º 2 B: precio negativo (-3,00\u{00A0}€)"))
    }

    @Test func aNegativePriceIsWordedInTheCatalogsCurrencyEvenWhenNoProductIsValid() async throws {
        let file = try temporaryFile(
            #"{"currency": "usd", "products": [{"code": "B", "name": "Beta", "price": -3}]}"#,
            named: "products.json")
        let table = await run(["products", "--store", "memory", "--data-file", file.path])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("#1 B: negative price (-$3.00)"), "\(table.stdout)")
        let json = await run(["products", "--store", "memory", "--data-file", file.path, "--format", "json"])
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let skipped = try #require(report["skippedEntries"] as? [[String: Any]])
        #expect(skipped.map { $0["reason"] as? String } == ["negative price (-$3.00)"])
    }

    /// A price the app cannot hold is said as such in the user's language, not with an English
    /// placeholder ("not a number") quoted inside the sentence.
    @Test func anUnreadablePriceIsSaidInTheUsersLanguage() async throws {
        let file = try temporaryFile(
            #"{"products": [{"code": "A", "name": "A", "price": 1e400}, {"code": "B", "name": "B", "price": [1]}]}"#,
            named: "products.json")
        let run = await run(
            ["products", "--store", "memory", "--data-file", file.path], language: "es_ES.UTF-8")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                "n.º 1 A: no se puede leer el precio (no es un número o es demasiado grande)"),
            "\(run.stdout)")
        #expect(run.stdout.contains("n.º 2 B: no se puede leer el precio"), "\(run.stdout)")
        #expect(!run.stdout.contains("not a number"))
    }

    /// The table says how many entries were left out, as every listing does (it only
    /// listed them), also when no entry could be read.
    @Test func aCatalogWithOnlyUnreadableEntriesSaysHowManyWereLeftOut() async throws {
        let file = try temporaryFile(#"{"products": [{"code": 5}, "not a product"]}"#, named: "products.json")
        let table = await run(["products", "--store", "memory", "--data-file", file.path])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(
            table.stdout.contains(
                "2 products from the server were left out: their data is invalid.\n#1 (no code): no code\n"),
            "\(table.stdout)")
        let json = await run(["products", "--store", "memory", "--data-file", file.path, "--format", "json"])
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(report["skipped"] as? Int == 2)
    }

    @Test func offlineWithNothingSavedFails() async {
        let run = await run(["products", "--store", "memory", "--offline"])
        #expect(run.status == 1)
        #expect(run.stderr == "error: You are offline. No products are saved on this device yet.\n")
    }

    @Test func offlineAfterAFetchUsesTheSavedCatalog() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appending(path: "store.sqlite").path
        let first = await run(["products", "--store", store, "--latency", "0"])
        #expect(first.status == 0, "\(first.stderr)")
        let offline = await run(["products", "--store", store, "--offline"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout.contains("VOUCHER"))
        #expect(offline.stdout.contains("Offline: showing the products saved now."))
    }
}
