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

    /// This amount rounded half to even (banker's rounding, so repeated roundings do not drift)
    /// to the currency's minor unit: the one rounding rule for money in Mosaic.
    public func roundedToMinorUnit() -> Money {
        var value = amount
        var result = Decimal()
        NSDecimalRound(&result, &value, minorUnitDigits, .bankers)
        return Money(amount: result, currency: currency)
    }
}
