import AppCore
import AppCoreTestSupport
import Clocks
import DataStorage
import Formatting
import Foundation
import Localization
import MosaicTestSupport
import Networking
import NetworkingTestSupport
import OrdersInterface
import OrdersTesting
import RemoteContent
@testable import Orders

/// 2026-11-23T12:00:00Z, the fixtures' "now" (a day after the shared `referenceDate`).
let ordersNow = OrderFixtures.reference

/// The orders' words in `language`, in UTC.
func texts(_ language: Language = .en) -> OrdersTexts {
    let localizer = Localizer(language: language)
    return OrdersTexts(
        localizer: localizer,
        formatters: Formatters(localizer: localizer, timeZone: TimeZone(identifier: "UTC")!))
}

/// A live service over the mock transport serving `routes`, with an in-memory (or given) database.
func makeService(
    routes: [MockRoute], offline: Bool = false, database: AppDatabase? = nil, at date: Date = ordersNow
) throws -> (service: LiveOrdersService, database: AppDatabase) {
    let database =
        try database
        ?? AppDatabase(location: .memory, appName: "orders-tests", migrations: [OrdersMigrations.all])
    let factory = try mockHTTPFactory(routes, offline: offline)
    let service = LiveOrdersService(
        backend: factory.backend(for: OrdersAPI.service, clock: frozen(at: date)),
        cache: OrdersCache(database: database))
    return (service, database)
}

/// One wire order as JSON text, with `status` and extra fields spliced in.
func wireOrder(id: String = "WB-1", status: String = "IN_TRANSIT", extra: String = "") -> String {
    """
    {"id": "\(id)", "name": "Chairs", "status": "\(status)",
     "from": {"name": "Warehouse", "address": "Lagerstraße 5, Berlin"},
     "to": {"name": "Anna", "address": "Puławska 12, Warszawa"},
     "startDate": "2026-11-21T08:00:00Z"\(extra)}
    """
}
