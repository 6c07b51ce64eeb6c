import Formatting
import Foundation

/// A product the store sells.
public struct Product: Sendable, Hashable, Codable, Identifiable {
    /// The product code, unique in the catalog, e.g. "VOUCHER".
    public var code: String
    /// The display name, e.g. "Cabify Voucher".
    public var name: String
    /// The price of one unit, exact.
    public var price: Money

    /// A product `code` named `name` at `price`.
    public init(code: String, name: String, price: Money) {
        self.code = code
        self.name = name
        self.price = price
    }

    public var id: String { code }
}
