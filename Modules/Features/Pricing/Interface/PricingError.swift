/// Why a basket cannot be priced.
public enum PricingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A product is priced in another currency than the rest of the basket.
    case currencyMismatch(code: String, expected: String, found: String)
    /// A line has a negative quantity.
    case negativeQuantity(code: String)
    /// The same product code came with two different prices or names.
    case conflictingProduct(code: String)

    public var description: String {
        switch self {
        case .currencyMismatch(let code, let expected, let found):
            "\(code) is priced in \(found), but the basket is in \(expected)."
        case .negativeQuantity(let code):
            "\(code) has a negative quantity."
        case .conflictingProduct(let code):
            "\(code) appears with two different prices or names."
        }
    }
}
