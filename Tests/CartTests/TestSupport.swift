import AppCore
import CartInterface
import CatalogInterface
import CatalogTesting
import DataStorage
import Formatting
import Foundation
import Localization
import Networking
import PricingInterface
import PricingTesting

@testable import Cart

/// 2026-11-22T12:00:00Z.
let referenceDate = Date(timeIntervalSince1970: 1_795_348_800)

/// Euros from exact text.
func euros(_ text: String) -> Money { CatalogFixtures.euros(text) }

/// The payment route answering `json` with `status`.
func paymentRoute(_ json: String = #"{"status": "approved", "authorization": "AUTH42"}"#, status: Int = 200)
    -> MockRoute
{
    .text(method: .post, path: "/checkout", status: status, json)
}

/// A fresh in-memory database with the cart's tables.
func memoryDatabase() throws -> AppDatabase {
    try AppDatabase(location: .memory, appName: "cart-tests", migrations: [CartMigrations.all])
}

/// The store's words in `language`, in UTC, with plain promotion words.
func storeTexts(_ language: Language = .en) -> StoreTexts {
    let localizer = Localizer(language: language)
    return StoreTexts(
        localizer: localizer,
        formatters: Formatters(localizer: localizer, timeZone: TimeZone(identifier: "UTC")!),
        describer: FakePromotionDescriber())
}

/// Everything a store view model needs, over fakes, a manual clock and `database`.
struct StoreHarness {
    let clock = ManualClock()
    /// When set, payment steps do not wait at all (for screen tests that cannot advance a clock).
    let immediate: Bool
    let database: AppDatabase
    let catalog: FakeProductCatalog
    let pricing: FakePricingService
    let routes: [MockRoute]
    let offline: Bool

    init(
        catalog: FakeProductCatalog = FakeProductCatalog(
            snapshot: CatalogFixtures.snapshot(fetchedAt: referenceDate)),
        pricing: FakePricingService = FakePricingService(
            rules: PricingFixtures.referenceRules, fetchedAt: referenceDate,
            pricing: .percentOff(10, name: "Ten off")),
        routes: [MockRoute] = [paymentRoute()], offline: Bool = false, database: AppDatabase? = nil,
        immediate: Bool = false
    ) throws {
        self.immediate = immediate
        self.catalog = catalog
        self.pricing = pricing
        self.routes = routes
        self.offline = offline
        self.database = try database ?? memoryDatabase()
    }

    var dependencies: StoreDependencies {
        get throws {
            let factory = HTTPClientFactory(
                environment: .mock,
                fixtures: try FixtureOptions(latency: .zero, failureRate: 0, isOffline: offline),
                routes: try MockRouteRegistry(routes), clock: clock)
            return StoreDependencies(
                catalog: catalog, pricing: pricing, describer: FakePromotionDescriber(),
                cartStore: CartStore(database: database), orders: OrderHistoryStore(database: database),
                payments: PaymentService(http: factory.client(for: PaymentService.service)),
                wallClock: WallClock(origin: referenceDate, clock: clock),
                clock: immediate ? ImmediateClock() : clock, paymentStep: .milliseconds(500))
        }
    }

    @MainActor func model() throws -> StoreViewModel {
        StoreViewModel(dependencies: try dependencies)
    }
}

/// A temporary directory for one test, removed by the caller.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "cart-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A clock whose sleeps end at once and whose time never moves.
struct ImmediateClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    var now: Instant { Instant(offset: .zero) }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: Instant, tolerance: Duration?) async throws { try Task.checkCancellation() }
}
