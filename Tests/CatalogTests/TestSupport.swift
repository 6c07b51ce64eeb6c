import AppCore
import CatalogInterface
import Clocks
import DataStorage
import Formatting
import Foundation
import Localization
import Networking

@testable import Catalog

/// 2026-11-22T12:00:00Z.
let referenceDate = Date(timeIntervalSince1970: 1_795_348_800)

/// Euros from exact text.
func euros(_ text: String) -> Money {
    Money(amount: Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan, currency: "EUR")
}

/// A wall clock frozen at `date`.
func frozen(at date: Date = referenceDate) -> WallClock {
    WallClock(origin: date, clock: ImmediateClock())
}

/// The products route answering `json` (or failing with `status`).
func productsRoute(_ json: String, status: Int = 200) -> MockRoute {
    .text(path: "/products", status: status, json)
}

/// A live catalog over the mock transport serving `routes`.
func makeCatalog(
    routes: [MockRoute], offline: Bool = false, database: AppDatabase? = nil, at date: Date = referenceDate
) throws -> (catalog: LiveProductCatalog, database: AppDatabase) {
    let database =
        try database
        ?? AppDatabase(location: .memory, appName: "catalog-tests", migrations: [CatalogMigrations.all])
    let factory = HTTPClientFactory(
        environment: .mock, fixtures: try FixtureOptions(latency: .zero, failureRate: 0, isOffline: offline),
        routes: try MockRouteRegistry(routes), clock: ImmediateClock())
    let catalog = LiveProductCatalog(
        http: factory.client(for: CatalogAPI.service), cache: CatalogCache(database: database),
        clock: frozen(at: date))
    return (catalog, database)
}

/// The catalog's words in `language`, in UTC.
func texts(_ language: Language = .en) -> CatalogTexts {
    let localizer = Localizer(language: language)
    return CatalogTexts(
        localizer: localizer,
        formatters: Formatters(localizer: localizer, timeZone: TimeZone(identifier: "UTC")!))
}

/// A temporary directory for one test, removed by the caller.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "catalog-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
