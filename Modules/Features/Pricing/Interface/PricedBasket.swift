import Formatting
import Foundation

/// A priced basket: itemized lines with their discounts, and the totals to pay.
public struct PricedBasket: Sendable, Hashable {
    /// One line per product, in the order products first appeared.
    public var lines: [PricedLine]
    /// The sum of the lines' undiscounted amounts.
    public var subtotal: Money
    /// What the customer saves: `subtotal - total`.
    public var savings: Money
    /// The amount to pay: the sum of the lines' totals.
    public var total: Money
    /// The instant the rules were evaluated at.
    public var pricedAt: Date

    /// A basket of `lines` with its totals.
    public init(lines: [PricedLine], subtotal: Money, savings: Money, total: Money, pricedAt: Date) {
        self.lines = lines
        self.subtotal = subtotal
        self.savings = savings
        self.total = total
        self.pricedAt = pricedAt
    }

    /// An empty basket in `currency`: everything is zero.
    public static func empty(currency: String, at date: Date) -> PricedBasket {
        let zero = Money(amount: 0, currency: currency)
        return PricedBasket(lines: [], subtotal: zero, savings: zero, total: zero, pricedAt: date)
    }

    /// Every discount applied, line by line.
    public var discounts: [AppliedDiscount] { lines.flatMap(\.discounts) }

    /// The number of units in the basket.
    public var unitCount: Int { lines.reduce(0) { $0 + $1.quantity } }
}
