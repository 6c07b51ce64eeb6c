import Foundation

/// Rounding money to a currency's minor unit, half to even (banker's rounding), so that
/// repeated roundings do not drift in one direction.
enum CurrencyRounding {
    /// Currencies without cents; every other ISO code is taken to have two decimals.
    private static let zeroDecimalCurrencies: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "VND", "VUV", "XAF",
        "XOF", "XPF",
    ]

    /// The number of decimals of `currency`'s minor unit.
    static func minorUnits(of currency: String) -> Int {
        zeroDecimalCurrencies.contains(currency.uppercased()) ? 0 : 2
    }

    /// `amount` rounded half to even to `currency`'s minor unit.
    static func round(_ amount: Decimal, currency: String) -> Decimal {
        var value = amount
        var result = Decimal()
        NSDecimalRound(&result, &value, minorUnits(of: currency), .bankers)
        return result
    }
}
