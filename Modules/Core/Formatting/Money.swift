import Foundation

/// An exact amount in a currency: an ISO 4217 code, or `PBP` for PAYBACK loyalty points.
public struct Money: Sendable, Hashable, Codable {
    /// PAYBACK's points "currency": not ISO 4217, whole numbers, formatted as points.
    public static let pointsCurrencyCode = "PBP"

    /// The exact amount in major units (euros, złoty, points); never a binary floating point.
    public var amount: Decimal
    /// The uppercase currency code, e.g. `EUR`, `PLN` or `PBP`.
    public var currency: String

    /// Creates an amount; the currency code is normalized to uppercase.
    public init(amount: Decimal, currency: String) {
        self.amount = amount
        self.currency = currency.uppercased()
    }

    /// Loyalty points in PAYBACK's `PBP` unit.
    public static func points(_ points: Int) -> Money {
        Money(amount: Decimal(points), currency: pointsCurrencyCode)
    }

    /// Whether this amount is loyalty points rather than money.
    public var isPoints: Bool { currency == Self.pointsCurrencyCode }

    private enum CodingKeys: String, CodingKey {
        case amount, currency
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            amount: try container.decode(Decimal.self, forKey: .amount),
            currency: try container.decode(String.self, forKey: .currency))
    }
}
