import CartInterface
import Formatting
import Foundation

/// An ``OrderHistoryService`` serving fixed receipts, or failing, for tests and demos.
public struct FakeOrderHistory: OrderHistoryService {
    /// The failure ``orders()`` throws when the fake is told to fail.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String { "the order history is unavailable (fake)" }
    }

    private let receipts: [OrderReceipt]?

    /// A history holding `receipts` (newest first); nil makes ``orders()`` fail.
    public init(_ receipts: [OrderReceipt]?) {
        self.receipts = receipts
    }

    public func orders() async throws -> [OrderReceipt] {
        guard let receipts else { throw Failure() }
        return receipts
    }
}

/// Receipts for tests and demos.
public enum CartFixtures {
    /// A euro amount from exact text.
    public static func euros(_ text: String) -> Money {
        Money(amount: Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0, currency: "EUR")
    }

    /// The brief's fourth basket as a paid receipt: 74.50 € with both discounts.
    public static func referenceReceipt(
        number: Int = 1, placedAt: Date = Date(timeIntervalSince1970: 1_795_348_800)
    )
        -> OrderReceipt
    {
        OrderReceipt(
            number: number, placedAt: placedAt,
            lines: [
                ReceiptLine(
                    code: "VOUCHER", name: "Cabify Voucher", quantity: 3, unitPrice: euros("5"),
                    subtotal: euros("15"),
                    discounts: [
                        ReceiptDiscount(
                            ruleID: "voucher-2x1", name: "2-for-1 on vouchers",
                            explanation: "3 units: 1 free",
                            saved: euros("5"))
                    ], total: euros("10")),
                ReceiptLine(
                    code: "TSHIRT", name: "Cabify T-Shirt", quantity: 3, unitPrice: euros("20"),
                    subtotal: euros("60"),
                    discounts: [
                        ReceiptDiscount(
                            ruleID: "tshirt-bulk", name: "T-shirts in bulk",
                            explanation: "3 units (from 3): €19.00 each",
                            saved: euros("3"))
                    ], total: euros("57")),
                ReceiptLine(
                    code: "MUG", name: "Cabify Coffee Mug", quantity: 1, unitPrice: euros("7.5"),
                    subtotal: euros("7.5"),
                    discounts: [], total: euros("7.5")),
            ], subtotal: euros("82.5"), savings: euros("8"), total: euros("74.5"),
            paymentReference: "TESTAUTH")
    }
}
