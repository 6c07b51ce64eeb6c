import AppCore
import AppCoreTestSupport
import CatalogInterface
import Clocks
import DataStorage
import DataStorageTestSupport
import Formatting
import Foundation
import Localization
import MosaicTestSupport
import Networking
import NetworkingTestSupport
import RemoteContent
@testable import Catalog

/// Euros from exact text.
func euros(_ text: String) -> Money {
    Money(amount: Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan, currency: "EUR")
}

/// The products route answering `json` (or failing with `status`).
func productsRoute(_ json: String, status: Int = 200) -> MockRoute {
    .text(path: "/products", status: status, json)
}

/// A live catalog over the mock transport serving `routes`.
func makeCatalog(
    routes: [MockRoute], offline: Bool = false, database: AppDatabase? = nil, at date: Date = referenceDate
) throws -> (catalog: LiveCatalogService, database: AppDatabase) {
    let database =
        try database ?? memoryDatabase(CatalogMigrations.all)
    let factory = try mockHTTPFactory(routes, offline: offline)
    let catalog = LiveCatalogService(
        backend: factory.backend(for: CatalogAPI.service, clock: frozen(at: date)),
        cache: CatalogCache(database: database))
    return (catalog, database)
}

/// The catalog's words in `language`, in UTC.
func texts(_ language: Language = .en) -> CatalogTexts {
    let localizer = Localizer(language: language)
    return CatalogTexts(
        localizer: localizer,
        formatters: Formatters(localizer: localizer, timeZone: TimeZone(identifier: "UTC")!))
}
