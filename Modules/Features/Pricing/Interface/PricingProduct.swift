import Formatting
import Foundation

/// A product as pricing sees it: its code, its name and its unit price. Pricing's own input
/// type, so it never depends on where products come from (the catalog maps into it).
public struct PricingProduct: Sendable, Hashable, Codable {
    /// The product code rules refer to, e.g. "VOUCHER".
    public var code: String
    /// The product's display name.
    public var name: String
    /// The price of one unit.
    public var unitPrice: Money

    /// A product `code` named `name` costing `unitPrice` per unit.
    public init(code: String, name: String, unitPrice: Money) {
        self.code = code
        self.name = name
        self.unitPrice = unitPrice
    }
}
