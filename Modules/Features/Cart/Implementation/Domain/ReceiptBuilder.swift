import CartInterface
import Foundation
import PricingInterface

/// Turns a priced basket into the receipt kept in the order history, with each discount in
/// the words the customer saw.
struct ReceiptBuilder: Sendable {
    let describer: any PromotionDescriber

    /// The receipt for `basket` paid at `date` (numbered when recorded).
    func receipt(for basket: PricedBasket, paidAt date: Date, paymentReference: String) -> OrderReceipt {
        OrderReceipt(
            number: 0, placedAt: date,
            lines: basket.lines.map { line in
                ReceiptLine(
                    code: line.product.code, name: line.product.name, quantity: line.quantity,
                    unitPrice: line.unitPrice, subtotal: line.subtotal,
                    discounts: line.discounts.map { discount in
                        ReceiptDiscount(
                            ruleID: discount.ruleID, name: describer.name(of: discount),
                            explanation: describer.explanation(of: discount), saved: discount.saved)
                    }, total: line.total)
            }, subtotal: basket.subtotal, savings: basket.savings, total: basket.total,
            paymentReference: paymentReference)
    }
}
