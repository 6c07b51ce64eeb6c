import Formatting
import Foundation

/// One product's line of a priced basket.
public struct PricedLine: Sendable, Hashable {
    /// The product.
    public var product: PricingProduct
    /// Units of it in the basket.
    public var quantity: Int
    /// The undiscounted amount: quantity × unit price, rounded to the currency's minor unit.
    public var subtotal: Money
    /// The discounts applied to the line (empty when none applies).
    public var discounts: [AppliedDiscount]
    /// The line's amount after its discounts: subtotal minus the (rounded) discounts.
    public var total: Money

    /// A line of `quantity` × `product` with `discounts` (already rounded to the minor unit);
    /// subtotal and total are derived.
    public init(product: PricingProduct, quantity: Int, discounts: [AppliedDiscount]) {
        let subtotal = Money(
            amount: product.unitPrice.amount * Decimal(quantity), currency: product.unitPrice.currency
        )
        .roundedToMinorUnit().amount
        let saved = discounts.reduce(Decimal.zero) { $0 + $1.saved.amount }
        self.product = product
        self.quantity = quantity
        self.subtotal = Money(amount: subtotal, currency: product.unitPrice.currency)
        self.discounts = discounts
        self.total = Money(amount: subtotal - saved, currency: product.unitPrice.currency)
    }

    /// The unit price.
    public var unitPrice: Money { product.unitPrice }

    /// What the line's discounts saved together.
    public var savings: Money {
        Money(amount: subtotal.amount - total.amount, currency: subtotal.currency)
    }
}
