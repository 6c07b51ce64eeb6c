import AppCore
import AppRunner
import Foundation
import Packs
import PacksTesting

/// The situations `packs-demo --scenario NAME` shows the feature in, on fakes only.
enum PacksDemoScenario: String, DemoScenario {
    case loaded
    case empty
    case slow
    case failing
    case flaky
    case refreshFails = "refresh-fails"
    case offlineWithCache = "offline-with-cache"
    case offlineWithoutCache = "offline-without-cache"
    case unsupportedStatus = "unsupported-status"
    case many

    /// How many parcels the `many` scenario lists.
    static let manyCount = 10_000

    /// One line per scenario, for `--help`.
    var summary: String {
        switch self {
        case .loaded: PacksDemoStrings.scenarioLoaded.commandLineText
        case .empty: PacksDemoStrings.scenarioEmpty.commandLineText
        case .slow: PacksDemoStrings.scenarioSlow.commandLineText
        case .failing: PacksDemoStrings.scenarioFailing.commandLineText
        case .flaky: PacksDemoStrings.scenarioFlaky.commandLineText
        case .refreshFails: PacksDemoStrings.scenarioRefreshFails.commandLineText
        case .offlineWithCache: PacksDemoStrings.scenarioOfflineWithCache.commandLineText
        case .offlineWithoutCache: PacksDemoStrings.scenarioOfflineWithoutCache.commandLineText
        case .unsupportedStatus: PacksDemoStrings.scenarioUnsupportedStatus.commandLineText
        case .many: PacksDemoStrings.scenarioMany.commandLineText(["count": "\(Self.manyCount)"])
        }
    }

    /// The fakes for this scenario.
    func services(clock: any Clock<Duration>) -> PacksServices {
        let sample = PackFixtures.sample
        let fetcher: FakePacksSource
        var cache = InMemoryPacksCache()
        switch self {
        case .loaded: fetcher = FakePacksSource(returning: sample)
        case .empty: fetcher = FakePacksSource(returning: [])
        case .slow: fetcher = FakePacksSource(returning: sample, latency: .seconds(5), clock: clock)
        case .failing: fetcher = FakePacksSource(failing: .httpStatus(code: 503, bodyExcerpt: ""))
        case .flaky: fetcher = FakePacksSource([.failure(.timeout), .success(sample)])
        case .refreshFails:
            fetcher = FakePacksSource([.success(sample), .failure(.httpStatus(code: 500, bodyExcerpt: ""))])
        case .offlineWithCache:
            fetcher = FakePacksSource(failing: .offline)
            cache = InMemoryPacksCache(
                packs: sample, syncedAt: PackFixtures.now.addingTimeInterval(-26 * 3_600))
        case .offlineWithoutCache: fetcher = FakePacksSource(failing: .offline)
        case .unsupportedStatus:
            fetcher = FakePacksSource(returning: [
                PackFixtures.pack(
                    "40000000000000000000001", status: .unsupported("BROKEN_STATUS"),
                    sender: "Bad server response",
                    shipmentType: .courier),
                PackFixtures.pack(
                    "40000000000000000000002", status: .unsupported("PARCEL_TELEPORTED"),
                    sender: "Nowy Sklep",
                    shipmentType: .unsupported("DRONE")),
                PackFixtures.pack(
                    "40000000000000000000003", status: .known(.readyToPickup), sender: "Zalando",
                    expiryDate: PackFixtures.date(2025, 3, 14, hour: 18)),
            ])
        case .many: fetcher = FakePacksSource(returning: PackFixtures.many(Self.manyCount))
        }
        return PacksServices(fetcher: fetcher, cache: cache, archive: InMemoryPackArchive())
    }
}
