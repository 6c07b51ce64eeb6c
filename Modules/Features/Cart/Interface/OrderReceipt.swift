import Formatting
import Foundation

/// A paid order as the customer saw it at checkout: kept in the local order history.
public struct OrderReceipt: Sendable, Hashable, Codable, Identifiable {
    /// The order's number in this store's history, from 1.
    public var number: Int
    /// When it was paid.
    public var placedAt: Date
    /// The lines bought.
    public var lines: [ReceiptLine]
    /// The undiscounted amount.
    public var subtotal: Money
    /// What the discounts saved.
    public var savings: Money
    /// The amount paid.
    public var total: Money
    /// The payment's reference.
    public var paymentReference: String

    /// A receipt for order `number`.
    public init(
        number: Int, placedAt: Date, lines: [ReceiptLine], subtotal: Money, savings: Money, total: Money,
        paymentReference: String
    ) {
        self.number = number
        self.placedAt = placedAt
        self.lines = lines
        self.subtotal = subtotal
        self.savings = savings
        self.total = total
        self.paymentReference = paymentReference
    }

    public var id: Int { number }

    /// The order's reference as shown to people, e.g. "S-000042".
    public var reference: String {
        "S-" + String(repeating: "0", count: max(0, 6 - String(number).count)) + String(number)
    }

    /// The number of units bought.
    public var unitCount: Int { lines.reduce(0) { $0 + $1.quantity } }
}

/// One product line of a receipt.
public struct ReceiptLine: Sendable, Hashable, Codable {
    /// The product code.
    public var code: String
    /// The product's name.
    public var name: String
    /// Units bought.
    public var quantity: Int
    /// The price of one unit.
    public var unitPrice: Money
    /// quantity × unit price.
    public var subtotal: Money
    /// The discounts applied, as described at checkout.
    public var discounts: [ReceiptDiscount]
    /// The line's amount after discounts.
    public var total: Money

    /// A receipt line.
    public init(
        code: String, name: String, quantity: Int, unitPrice: Money, subtotal: Money,
        discounts: [ReceiptDiscount],
        total: Money
    ) {
        self.code = code
        self.name = name
        self.quantity = quantity
        self.unitPrice = unitPrice
        self.subtotal = subtotal
        self.discounts = discounts
        self.total = total
    }
}

/// A discount on a receipt, in the words shown at checkout.
public struct ReceiptDiscount: Sendable, Hashable, Codable {
    /// The promotion's identifier.
    public var ruleID: String
    /// The promotion's name.
    public var name: String
    /// What triggered it, e.g. "3 units: 1 free".
    public var explanation: String
    /// The amount saved.
    public var saved: Money

    /// A discount of `saved` from promotion `ruleID`.
    public init(ruleID: String, name: String, explanation: String, saved: Money) {
        self.ruleID = ruleID
        self.name = name
        self.explanation = explanation
        self.saved = saved
    }
}

extension OrderReceipt {
    /// Whether `lines` (a code and its units each) are exactly this order's, in any order: the
    /// same basket, as an idempotency key's retry must be.
    public func hasLines(_ lines: [(code: String, quantity: Int)]) -> Bool {
        func units(_ lines: [(code: String, quantity: Int)]) -> [String: Int] {
            Dictionary(lines.map { ($0.code, $0.quantity) }, uniquingKeysWith: +)
        }
        return units(self.lines.map { ($0.code, $0.quantity) }) == units(lines)
    }
}
