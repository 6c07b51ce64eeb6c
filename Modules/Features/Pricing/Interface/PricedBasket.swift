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

    /// A basket of `lines` in `currency` priced at `date`, its totals summed from the lines: the
    /// subtotal of their undiscounted amounts, the total of what they cost, the savings between.
    public init(summing lines: [PricedLine], currency: String, pricedAt date: Date) {
        let subtotal = lines.reduce(Decimal.zero) { $0 + $1.subtotal.amount }
        let total = lines.reduce(Decimal.zero) { $0 + $1.total.amount }
        self.init(
            lines: lines, subtotal: Money(amount: subtotal, currency: currency),
            savings: Money(amount: subtotal - total, currency: currency),
            total: Money(amount: total, currency: currency), pricedAt: date)
    }

    /// An empty basket in `currency`: everything is zero.
    public static func empty(currency: String, at date: Date) -> PricedBasket {
        PricedBasket(summing: [], currency: currency, pricedAt: date)
    }

    /// Every discount applied, line by line.
    public var discounts: [AppliedDiscount] { lines.flatMap(\.discounts) }

    /// The number of units in the basket.
    public var unitCount: Int { lines.reduce(0) { $0 + $1.quantity } }
}
