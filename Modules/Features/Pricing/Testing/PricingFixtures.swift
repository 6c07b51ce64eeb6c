import Formatting
import Foundation
import Localization
import PricingInterface

/// Products and rule sets for tests and demos, mirroring the brief's store.
public enum PricingFixtures {
    /// Euros.
    public static func euros(_ amount: Decimal) -> Money { Money(amount: amount, currency: "EUR") }

    /// Cabify Voucher, 5.00 €.
    public static let voucher = PricingProduct(code: "VOUCHER", name: "Cabify Voucher", unitPrice: euros(5))
    /// Cabify T-Shirt, 20.00 €.
    public static let tshirt = PricingProduct(code: "TSHIRT", name: "Cabify T-Shirt", unitPrice: euros(20))
    /// Cabify Coffee Mug, 7.50 €.
    public static let mug = PricingProduct(
        code: "MUG", name: "Cabify Coffee Mug", unitPrice: euros(Decimal(string: "7.5") ?? 0))

    /// 2-for-1 on VOUCHER.
    public static let voucherTwoForOne = PricingRule(
        id: "voucher-2x1", name: LocalizedText(["en": "2-for-1 on vouchers", "es": "2x1 en vales"]),
        kind: .buyGetFree(buy: 1, free: 1), productCodes: ["VOUCHER"])
    /// 3 or more TSHIRT at 19.00 € each.
    public static let tshirtBulk = PricingRule(
        id: "tshirt-bulk", name: LocalizedText(["en": "T-shirts in bulk", "es": "Camisetas por volumen"]),
        kind: .bulkPrice(minimumQuantity: 3, unitPrice: euros(19)), productCodes: ["TSHIRT"])

    /// The brief's two promotions.
    public static let referenceRules = PricingRuleSet(
        version: 1, currency: "EUR", rules: [voucherTwoForOne, tshirtBulk])

    /// A basket line of `quantity` × `product`.
    public static func line(_ product: PricingProduct, _ quantity: Int = 1) -> BasketLine {
        BasketLine(product: product, quantity: quantity)
    }

    /// One line per scanned product, in scan order (the brief's scanning checkout).
    public static func scanned(_ products: [PricingProduct]) -> [BasketLine] {
        products.map { line($0) }
    }
}
