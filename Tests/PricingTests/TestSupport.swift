import AppCore
import DataStorage
import Formatting
import Foundation
import Localization
import MosaicTestSupport
import Networking
import NetworkingTestSupport
import PricingInterface
import PricingTesting
import RemoteContent
@testable import Pricing

/// An exact decimal from its text (never through Double).
func decimal(_ text: String) -> Decimal {
    guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
        preconditionFailure("not a decimal literal: \(text)")
    }
    return value
}

/// Euros from exact text.
func euros(_ text: String) -> Money { Money(amount: decimal(text), currency: "EUR") }

/// One day.
let day: TimeInterval = 86_400

/// The rule set the app ships (PricingMocks: Mocks/Resources/pricing-rules.json).
func bundledRules() throws -> PricingRuleSet {
    try BundledRules.load()
}

/// A product with an exact price in euros.
func product(_ code: String, _ price: String, name: String? = nil) -> PricingProduct {
    PricingProduct(code: code, name: name ?? code.capitalized, unitPrice: euros(price))
}

/// Basket lines from scanned codes, using the brief's products.
func scans(_ codes: [String]) -> [BasketLine] {
    let products = [PricingFixtures.voucher, PricingFixtures.tshirt, PricingFixtures.mug]
    return codes.map { code in
        guard let product = products.first(where: { $0.code == code }) else {
            preconditionFailure("unknown test product \(code)")
        }
        return BasketLine(product: product, quantity: 1)
    }
}

/// A pricing service over the mock transport serving `routes`, with an in-memory database.
func makeLiveService(
    routes: [MockRoute], offline: Bool = false, database: AppDatabase? = nil, rulesFile: URL? = nil,
    clock: any Clock<Duration> = ManualClock(), origin: Date = referenceDate
) throws -> (service: LivePricingService, database: AppDatabase) {
    let database =
        try database
        ?? AppDatabase(location: .memory, appName: "pricing-tests", migrations: [PricingMigrations.all])
    let factory = try mockHTTPFactory(routes, offline: offline, clock: clock)
    let service = LivePricingService(
        backend: factory.backend(for: PricingAPI.service, clock: WallClock(origin: origin, clock: clock)),
        cache: RuleSetCache(database: database), rulesFile: rulesFile)
    return (service, database)
}

/// The rules route answering `json`.
func rulesRoute(_ json: String, status: Int = 200) -> MockRoute {
    .text(path: "/pricing/rules", status: status, json)
}

/// A minimal valid rule set with one 2-for-1 rule on `code`.
func ruleSetJSON(code: String = "VOUCHER", version: Int = 1) -> String {
    """
    {"version": \(version), "currency": "EUR", "rules": [
      {"id": "r1", "type": "buyNGetMFree", "name": "Two for one", "products": ["\(code)"],
       "parameters": {"buy": 1, "free": 1}}]}
    """
}

/// Formatting and strings in `language`, in `timeZone` (UTC unless given).
func describer(_ language: Language = .en, timeZone: TimeZone = TimeZone(identifier: "UTC")!)
    -> LocalizedPromotionDescriber
{
    let localizer = Localizer(language: language)
    return LocalizedPromotionDescriber(
        localizer: localizer, formatters: Formatters(localizer: localizer, timeZone: timeZone))
}
