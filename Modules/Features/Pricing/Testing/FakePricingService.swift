import Formatting
import Foundation
import Localization
import PricingInterface
import Synchronization

/// A ``PricingService`` for tests and demos: serves a scripted rule-set load and prices with a
/// simple, documented stand-in (no engine), recording what it was asked.
public final class FakePricingService: PricingService {
    /// How the fake prices: lines undiscounted, or a flat percentage off every line.
    public enum Pricing: Sendable, Hashable {
        /// No discounts.
        case undiscounted
        /// `percent` off every line, reported as a discount named `name`.
        case percentOff(Decimal, name: String)
    }

    private let result: Result<RuleSetLoad, RulesProblem>
    private let pricing: Pricing
    private let loads = Mutex(0)

    /// A fake answering `loadRules()` with `result` and pricing as `pricing`.
    public init(result: Result<RuleSetLoad, RulesProblem>, pricing: Pricing = .undiscounted) {
        self.result = result
        self.pricing = pricing
    }

    /// A fake serving `rules` as if fresh from the server at `date`.
    public convenience init(
        rules: PricingRuleSet = PricingFixtures.referenceRules,
        syncedAt date: Date = Date(timeIntervalSince1970: 0),
        pricing: Pricing = .undiscounted
    ) {
        self.init(
            result: .success(RuleSetLoad(ruleSet: rules, source: .server(syncedAt: date))), pricing: pricing)
    }

    /// How many times `loadRules()` was called.
    public var loadCount: Int { loads.withLock { $0 } }

    public func loadRules() async throws(RulesProblem) -> RuleSetLoad {
        loads.withLock { $0 += 1 }
        return try result.get()
    }

    public func price(_ lines: [BasketLine], rules: PricingRuleSet, at date: Date) throws(PricingError)
        -> PricedBasket
    {
        var order: [String] = []
        var merged: [String: BasketLine] = [:]
        for line in lines where line.quantity != 0 {
            guard line.quantity > 0 else { throw .negativeQuantity(code: line.product.code) }
            if merged[line.product.code] == nil { order.append(line.product.code) }
            merged[line.product.code, default: BasketLine(product: line.product, quantity: 0)].quantity +=
                line.quantity
        }
        let priced = order.compactMap { merged[$0] }.map { line in
            PricedLine(product: line.product, quantity: line.quantity, discounts: discounts(for: line))
        }
        let currency = priced.first?.subtotal.currency ?? rules.currency
        return PricedBasket(summing: priced, currency: currency, pricedAt: date)
    }

    private func discounts(for line: BasketLine) -> [AppliedDiscount] {
        guard case .percentOff(let percent, let name) = pricing else { return [] }
        let saved = line.product.unitPrice.amount * Decimal(line.quantity) * percent / 100
        return [
            AppliedDiscount(
                ruleID: "fake-percent", name: LocalizedText(name),
                trigger: .percentageOff(percent: percent, minimumQuantity: 1, quantity: line.quantity),
                saved: Money(amount: saved, currency: line.product.unitPrice.currency).roundedToMinorUnit())
        ]
    }
}

/// Plain English promotion words for tests and demos (the real ones are localized by Pricing).
public struct FakePromotionDescriber: PromotionDescriber {
    /// A describer.
    public init() {}

    public func name(of rule: PricingRule) -> String { rule.name.text(for: "en") }

    public func tag(of rule: PricingRule) -> String {
        switch rule.kind {
        case .buyGetFree(let buy, let free): "\(buy + free) for \(buy)"
        case .bulkPrice(let minimum, let price): "\(minimum)+ at \(price.amount) \(price.currency)"
        case .percentageOff(let percent, _): "-\(percent)%"
        case .unsupported: ""
        }
    }

    public func summary(of rule: PricingRule) -> String {
        "\(tag(of: rule)) on \(rule.productCodes.joined(separator: ", "))"
    }
    public func name(of discount: AppliedDiscount) -> String { discount.name.text(for: "en") }

    public func explanation(of discount: AppliedDiscount) -> String {
        switch discount.trigger {
        case .buyGetFree(_, _, let quantity, let freeUnits): "\(quantity) units: \(freeUnits) free"
        case .bulkPrice(_, let quantity, let price): "\(quantity) units at \(price.amount) \(price.currency)"
        case .percentageOff(let percent, _, let quantity):
            "\(percent)% off \(quantity) unit\(quantity == 1 ? "" : "s")"
        }
    }
}
