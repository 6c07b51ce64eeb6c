import CatalogInterface
import DataStorage
import DataStorageTestSupport
import Foundation
import MosaicTestSupport
import Networking
import Testing
@testable import Catalog

/// Loading the catalog: fresh from the server, saved for offline use, failures reported.
@Suite struct LiveCatalogServiceTests {
    static let twoProducts =
        #"{"products": [{"code": "A", "name": "Alpha", "price": 1.5}, {"code": "B", "name": "Beta", "price": 2}]}"#

    @Test func serverProductsAreReturnedAndSaved() async throws {
        let (catalog, database) = try makeCatalog(routes: [productsRoute(Self.twoProducts)])
        let load = await catalog.load()
        #expect(load.failure == nil)
        #expect(load.snapshot?.source == .server)
        #expect(load.snapshot?.syncedAt == referenceDate)
        let saved = try await CatalogCache(database: database).load()
        #expect(saved?.products == load.snapshot?.products)
        #expect(saved?.source == .cache)
    }

    @Test func offlineServesTheSavedCatalog() async throws {
        let (online, database) = try makeCatalog(routes: [productsRoute(Self.twoProducts)])
        _ = await online.load()
        let (offline, _) = try makeCatalog(
            routes: [], offline: true, database: database, at: referenceDate + 3600)
        let load = await offline.load()
        #expect(load.isOffline)
        #expect(load.snapshot?.source == .cache)
        #expect(load.snapshot?.syncedAt == referenceDate)
        #expect(load.snapshot?.products.map(\.price) == [euros("1.5"), euros("2")])
    }

    @Test func offlineWithNothingSavedHasNoProducts() async throws {
        let (catalog, _) = try makeCatalog(routes: [], offline: true)
        let load = await catalog.load()
        #expect(load.snapshot == nil)
        #expect(load.failure == .offline)
    }

    @Test func aServerErrorKeepsTheSavedCatalogAndSaysWhy() async throws {
        let (online, database) = try makeCatalog(routes: [productsRoute(Self.twoProducts)])
        _ = await online.load()
        let (failing, _) = try makeCatalog(routes: [productsRoute("oops", status: 500)], database: database)
        let load = await failing.load()
        #expect(load.snapshot?.products.count == 2)
        #expect(load.failure == .httpStatus(code: 500, bodyExcerpt: "oops"))
    }

    @Test func anUnreadableResponseIsReportedAsInvalid() async throws {
        let (catalog, _) = try makeCatalog(routes: [productsRoute(#"{"items": []}"#)])
        let load = await catalog.load()
        guard case .decoding(let keyPath, _) = load.failure else {
            Issue.record("expected .decoding, got \(String(describing: load.failure))")
            return
        }
        #expect(keyPath.contains("products"))
    }

    @Test func skippedEntriesAreSavedWithTheProducts() async throws {
        let json =
            #"{"products": [{"code": "A", "name": "A", "price": 1}, {"code": "B", "name": "B", "price": -1}]}"#
        let (online, database) = try makeCatalog(routes: [productsRoute(json)])
        _ = await online.load()
        let (offline, _) = try makeCatalog(routes: [], offline: true, database: database)
        let load = await offline.load()
        #expect(
            load.snapshot?.issues == [
                CatalogIssue(position: 2, code: "B", reason: .negativePrice(-1, currency: "EUR"))
            ])
    }

    @Test func aCopySavedBeforeIssuesKeptTheirCurrencyTakesItsProductsCurrency() async throws {
        let database = try memoryDatabase(CatalogMigrations.all)
        // What the app saved before a negative price carried its currency: the amount alone.
        let legacyIssues = Data(
            #"[{"position": 2, "code": "B", "reason": {"negativePrice": {"_0": -1}}}]"#.utf8)
        try await database.write { db in
            try db.execute(
                sql:
                    "INSERT INTO \(CatalogMigrations.tables.items) (position, code, name, price, currency) VALUES (0, 'A', 'A', '1', 'USD')"
            )
            try CatalogMigrations.tables.sync.save(
                ["fetchedAt": referenceDate, "issues": legacyIssues], in: db)
        }
        let saved = try #require(try await CatalogCache(database: database).load())
        #expect(
            saved.issues == [
                CatalogIssue(position: 2, code: "B", reason: .negativePrice(-1, currency: "USD"))
            ])

        try await database.write { db in
            try db.execute(sql: "DELETE FROM \(CatalogMigrations.tables.items)")
        }
        let withoutProducts = try #require(try await CatalogCache(database: database).load())
        #expect(
            withoutProducts.issues == [
                CatalogIssue(position: 2, code: "B", reason: .negativePrice(-1, currency: nil))
            ])
        #expect(texts().issue(try #require(withoutProducts.issues.first)) == "#2 B: negative price (-1)")
    }

    @Test func theSavedCatalogSurvivesARestart() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = StorageLocation.file(directory.appending(path: "store.sqlite"))
        do {
            let database = try AppDatabase(
                location: location, appName: "catalog-tests", migrations: [CatalogMigrations.all])
            let (catalog, _) = try makeCatalog(routes: [productsRoute(Self.twoProducts)], database: database)
            _ = await catalog.load()
            try database.close()
        }
        let reopened = try AppDatabase(
            location: location, appName: "catalog-tests", migrations: [CatalogMigrations.all])
        let (offline, _) = try makeCatalog(routes: [], offline: true, database: reopened)
        let load = await offline.load()
        #expect(load.snapshot?.products.map(\.code) == ["A", "B"])
        #expect(load.snapshot?.products.first?.price == euros("1.5"))
    }
}
