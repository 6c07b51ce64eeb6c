import Formatting
import Foundation

/// What a rule does, with its parameters.
public enum PricingRuleKind: Sendable, Hashable {
    /// In every group of `buy + free` units of a product, `free` units cost nothing
    /// (2-for-1 is `buy: 1, free: 1`).
    case buyGetFree(buy: Int, free: Int)
    /// From `minimumQuantity` units of a product on, every unit costs `unitPrice`.
    case bulkPrice(minimumQuantity: Int, unitPrice: Money)
    /// `percent` off every unit of a product once the basket holds `minimumQuantity` of it.
    case percentageOff(percent: Decimal, minimumQuantity: Int)
    /// A rule type this version does not know; it is shown and never applied.
    case unsupported(type: String)
}
