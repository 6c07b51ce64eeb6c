import CartInterface
import Formatting
import Foundation
import MosaicTestSupport
import PricingInterface
import PricingTesting
import Testing

@testable import Cart

/// A receipt keeps the amounts pricing rounded, a half away from zero (commercial rounding), so
/// what the order history shows is what the cart showed and what was charged.
@Suite struct ReceiptRoundingTests {
    @Test func fifteenPercentOffTwoCapsIsFourFortyNineOnTheReceipt() throws {
        let cap = PricingProduct(
            code: "CAP", name: "Cabify Cap",
            unitPrice: Money(amount: try #require(Decimal(string: "14.95")), currency: "EUR"))
        let pricing = FakePricingService(pricing: .percentOff(15, name: "Winter warmers"))
        let basket = try pricing.price(
            [BasketLine(product: cap, quantity: 2)], rules: PricingFixtures.referenceRules, at: referenceDate)
        let receipt = ReceiptBuilder(describer: FakePromotionDescriber())
            .receipt(for: basket, paidAt: referenceDate, paymentReference: "AUTH")
        let euros = { (text: String) in Money(amount: Decimal(string: text) ?? .nan, currency: "EUR") }
        try #require(receipt.lines.count > 0)
        #expect(receipt.lines.count == 1)
        #expect(receipt.lines[0].discounts.map(\.saved) == [euros("4.49")], "4.485, not 4.48")
        #expect(receipt.lines[0].total == euros("25.41"))
        #expect(receipt.subtotal == euros("29.90"))
        #expect(receipt.savings == euros("4.49"))
        #expect(receipt.total == euros("25.41"))
    }
}
