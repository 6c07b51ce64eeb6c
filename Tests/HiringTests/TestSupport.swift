import AppCore
import Clocks
import DataStorage
import Formatting
import Foundation
import HiringInterface
import Localization
import Networking

@testable import Hiring

/// 2026-11-22T12:00:00Z.
let referenceDate = Date(timeIntervalSince1970: 1_795_348_800)

/// A wall clock frozen at `date`.
func frozen(at date: Date = referenceDate) -> WallClock {
    WallClock(origin: date, clock: ImmediateClock())
}

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
) throws -> (list: LiveHiringList, database: AppDatabase) {
    let database =
        try database
        ?? AppDatabase(location: .memory, appName: "hiring-tests", migrations: [HiringMigrations.all])
    let factory = HTTPClientFactory(
        environment: .mock, fixtures: try FixtureOptions(latency: .zero, failureRate: 0, isOffline: offline),
        routes: try MockRouteRegistry(routes), clock: ImmediateClock())
    let list = LiveHiringList(
        http: factory.client(for: HiringAPI.service), cache: HiringCache(database: database),
        clock: frozen(at: date))
    return (list, database)
}

/// The hiring route answering `json` (or failing with `status`).
func hiringRoute(_ json: String, status: Int = 200) -> MockRoute {
    .text(path: HiringAPI.path, status: status, json)
}

/// The real backend sample in ../shared/fixtures (beside the checkout in CI).
enum SharedFixtures {
    /// ../shared/fixtures/fetch-hiring.json, found from this file's path.
    static let hiring = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "shared/fixtures/fetch-hiring.json")

    static var hiringExists: Bool { FileManager.default.fileExists(atPath: hiring.path) }
}
