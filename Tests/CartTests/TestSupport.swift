import AppCore
import CartInterface
import CatalogInterface
import CatalogTesting
import Clocks
import DataStorage
import DataStorageTestSupport
import Formatting
import Foundation
import Localization
import MosaicTestSupport
import Networking
import NetworkingTestSupport
import PricingInterface
import PricingTesting
import SavedCart

@testable import Cart

/// Euros from exact text.
func euros(_ text: String) -> Money { CatalogFixtures.euros(text) }

/// The payment route answering `json` with `status`.
func paymentRoute(_ json: String = #"{"status": "approved", "authorization": "AUTH42"}"#, status: Int = 200)
    -> MockRoute
{
    .text(method: .post, path: "/checkout", status: status, json)
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
    let catalog: FakeCatalogService
    let pricing: FakePricingService
    let routes: [MockRoute]
    let offline: Bool

    init(
        catalog: FakeCatalogService = FakeCatalogService(
            snapshot: CatalogFixtures.snapshot(syncedAt: referenceDate)),
        pricing: FakePricingService = FakePricingService(
            rules: PricingFixtures.referenceRules, syncedAt: referenceDate,
            pricing: .percentOff(10, name: "Ten off")),
        routes: [MockRoute] = [paymentRoute()], offline: Bool = false, database: AppDatabase? = nil,
        immediate: Bool = false
    ) throws {
        self.immediate = immediate
        self.catalog = catalog
        self.pricing = pricing
        self.routes = routes
        self.offline = offline
        self.database = try database ?? memoryDatabase(CartMigrations.all)
    }

    var dependencies: StoreDependencies {
        get throws {
            let factory = try mockHTTPFactory(routes, offline: offline, clock: clock)
            return StoreDependencies(
                catalog: catalog, pricing: pricing, describer: FakePromotionDescriber(),
                cartStore: CartStore(database: database), orders: OrderHistoryStore(database: database),
                payments: PaymentService(http: factory.client(for: PaymentAPI.service)),
                wallClock: WallClock(origin: referenceDate, clock: clock),
                clock: immediate ? ImmediateClock() : clock, paymentStep: .milliseconds(500))
        }
    }

    @MainActor func model() throws -> StoreViewModel {
        StoreViewModel(dependencies: try dependencies)
    }
}
