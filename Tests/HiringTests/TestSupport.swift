import AppCore
import AppCoreTestSupport
import Clocks
import DataStorage
import Formatting
import Foundation
import HiringInterface
import Localization
import MosaicTestSupport
import Networking
import NetworkingTestSupport
import RemoteContent
@testable import Hiring

/// The Hiring feature's words in `language`, in UTC.
func texts(_ language: Language = .en) -> HiringTexts {
    let localizer = Localizer(language: language)
    return HiringTexts(
        localizer: localizer,
        formatters: Formatters(localizer: localizer, timeZone: TimeZone(identifier: "UTC")!))
}

/// A live list over the mock transport serving `routes`, saving into `database`.
func makeList(
    routes: [MockRoute], offline: Bool = false, database: AppDatabase? = nil, at date: Date = referenceDate
) throws -> (list: LiveHiringService, database: AppDatabase) {
    let database =
        try database
        ?? AppDatabase(location: .memory, appName: "hiring-tests", migrations: [HiringMigrations.all])
    let factory = try mockHTTPFactory(routes, offline: offline)
    let list = LiveHiringService(
        backend: factory.backend(for: HiringAPI.service, clock: frozen(at: date)),
        cache: HiringCache(database: database))
    return (list, database)
}

/// The hiring route answering `json` (or failing with `status`).
func hiringRoute(_ json: String, status: Int = 200) -> MockRoute {
    .text(path: HiringAPI.path, status: status, json)
}

extension SharedFixtures {
    /// ../shared/fixtures/fetch-hiring.json.
    static var hiring: URL { url("fetch-hiring.json") }
    static var hiringExists: Bool { exists("fetch-hiring.json") }
}
