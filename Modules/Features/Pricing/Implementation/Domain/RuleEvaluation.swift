import Formatting
import Foundation
import PricingInterface

/// What one rule would save on one product line.
struct RuleEvaluation: Sendable, Hashable {
    /// The amount saved, exact.
    let saved: Decimal
    /// Why.
    let trigger: DiscountTrigger
}

extension PricingRuleKind {
    /// The saving this rule gives on `quantity` units at `unitPrice`, or nil when it does not apply
    /// (too few units, a bulk price in another currency or not lower than the price).
    func evaluate(quantity: Int, unitPrice: Money) -> RuleEvaluation? {
        guard quantity > 0 else { return nil }
        let units = Decimal(quantity)
        switch self {
        case .buyGetFree(let buy, let free):
            let freeUnits = quantity / (buy + free) * free
            guard freeUnits > 0 else { return nil }
            return RuleEvaluation(
                saved: unitPrice.amount * Decimal(freeUnits),
                trigger: .buyGetFree(buy: buy, free: free, quantity: quantity, freeUnits: freeUnits))
        case .bulkPrice(let minimumQuantity, let bulkPrice):
            guard quantity >= minimumQuantity, bulkPrice.currency == unitPrice.currency,
                bulkPrice.amount < unitPrice.amount
            else { return nil }
            return RuleEvaluation(
                saved: (unitPrice.amount - bulkPrice.amount) * units,
                trigger: .bulkPrice(
                    minimumQuantity: minimumQuantity, quantity: quantity, unitPrice: bulkPrice))
        case .percentageOff(let percent, let minimumQuantity):
            guard quantity >= minimumQuantity, percent > 0 else { return nil }
            return RuleEvaluation(
                saved: unitPrice.amount * units * min(percent, 100) / 100,
                trigger: .percentageOff(
                    percent: percent, minimumQuantity: minimumQuantity, quantity: quantity))
        case .unsupported:
            return nil
        }
    }
}
