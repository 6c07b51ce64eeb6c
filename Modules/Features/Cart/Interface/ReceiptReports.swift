import Formatting
import Foundation

// What scripts read: the JSON shapes of `store price`, `store orders` and `store checkout`
// (`--format json`), amounts as exact decimal strings. They are the Cart feature's contract with
// its users' scripts, so they live in its Interface, where `Tooling/check-api` sees a change.

/// A priced basket in `price --format json`: amounts as exact decimal strings.
public struct BasketReport: Encodable {
    public struct Discount: Encodable {
        public let rule: String
        public let name: String
        public let explanation: String
        public let saved: String
    }

    public struct Line: Encodable {
        public let code: String
        public let name: String
        public let quantity: Int
        public let unitPrice: String
        public let subtotal: String
        public let discounts: [Discount]
        public let total: String
    }

    public let lines: [Line]
    public let subtotal: String
    public let savings: String
    public let total: String
    public let currency: String
    public let pricedAt: Date
    public let notes: [String]

    public init(_ receipt: OrderReceipt, pricedAt: Date, notes: [String]) {
        lines = receipt.lines.map { line in
            Line(
                code: line.code, name: line.name, quantity: line.quantity,
                unitPrice: DecimalText.string(line.unitPrice),
                subtotal: DecimalText.string(line.subtotal),
                discounts: line.discounts.map {
                    Discount(
                        rule: $0.ruleID, name: $0.name, explanation: $0.explanation,
                        saved: DecimalText.string($0.saved))
                }, total: DecimalText.string(line.total))
        }
        subtotal = DecimalText.string(receipt.subtotal)
        savings = DecimalText.string(receipt.savings)
        total = DecimalText.string(receipt.total)
        currency = receipt.total.currency
        self.pricedAt = pricedAt
        self.notes = notes
    }
}

/// `orders --format json`: the orders inside AppCore's ``ListingEnvelope``.
public struct OrdersReport: Encodable {
    public let orders: [ReceiptReport]

    public init(orders: [ReceiptReport]) { self.orders = orders }
}

/// One order in `orders --format json` (and `checkout --format json`).
public struct ReceiptReport: Encodable {
    public let reference: String
    public let placedAt: Date
    public let basket: BasketReport

    /// The kept `receipt`, priced when it was placed.
    public init(_ receipt: OrderReceipt) {
        reference = receipt.reference
        placedAt = receipt.placedAt
        basket = BasketReport(receipt, pricedAt: receipt.placedAt, notes: [])
    }
}

/// `checkout --format json`: the recorded order.
public struct CheckoutReport: Encodable {
    public let order: ReceiptReport

    public init(order: ReceiptReport) { self.order = order }
}
