import CatalogInterface
import Formatting
import Foundation
import Networking

/// Products and snapshots for tests and demos.
public enum CatalogFixtures {
    /// Euros from exact text ("7.5"); a malformed literal is a programming error.
    public static func euros(_ text: String) -> Money {
        guard let amount = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            preconditionFailure("not a decimal literal: \(text)")
        }
        return Money(amount: amount, currency: "EUR")
    }

    /// The brief's three products.
    public static let referenceProducts = [
        Product(code: "VOUCHER", name: "Cabify Voucher", price: euros("5")),
        Product(code: "TSHIRT", name: "Cabify T-Shirt", price: euros("20")),
        Product(code: "MUG", name: "Cabify Coffee Mug", price: euros("7.5")),
    ]

    /// The brief's products and a few more.
    public static let products =
        referenceProducts + [
            Product(code: "HOODIE", name: "Cabify Hoodie", price: euros("39.99")),
            Product(code: "CAP", name: "Cabify Cap", price: euros("14.95")),
            Product(code: "STICKERS", name: "Cabify Sticker Pack", price: euros("2.99")),
        ]

    /// A snapshot of `products` fetched at `date` from `source`.
    public static func snapshot(
        _ products: [Product] = products, issues: [CatalogIssue] = [],
        syncedAt date: Date = Date(timeIntervalSince1970: 0),
        source: ContentSource = .server
    ) -> CatalogSnapshot {
        CatalogSnapshot(products: products, issues: issues, syncedAt: date, source: source)
    }
}
