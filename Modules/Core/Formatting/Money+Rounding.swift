import Foundation

extension Money {
    /// ISO 4217 currencies without a minor unit; every other code (and points) is taken to have
    /// two decimals, except points, which are whole.
    private static let zeroDecimalCurrencies: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "VND", "VUV", "XAF",
        "XOF", "XPF", pointsCurrencyCode,
    ]

    /// The number of decimals of the currency's minor unit (2 for EUR, 0 for JPY and points).
    public var minorUnitDigits: Int {
        Self.zeroDecimalCurrencies.contains(currency) ? 0 : 2
    }

    /// This amount rounded to the currency's minor unit, a half away from zero (commercial
    /// rounding, as a receipt does it: 15 % of 29.90 € is 4.485 €, so 4.49 €; -4.485 € is
    /// -4.49 €): the one rounding rule for money in Mosaic. Each amount is rounded once, where it
    /// is computed, so no rounding is rounded again and nothing drifts.
    public func roundedToMinorUnit() -> Money {
        var value = amount
        var result = Decimal()
        NSDecimalRound(&result, &value, minorUnitDigits, .plain)
        return Money(amount: result, currency: currency)
    }
}
