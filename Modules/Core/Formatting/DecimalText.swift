import Foundation

/// Exact amounts as plain text for JSON output, the one way every listing writes money: at least
/// the currency's minor-unit decimals ("7.50" euros, "124" points, "500" yen), never rounded, no
/// grouping, a dot whatever the locale.
public enum DecimalText {
    private static let styles = (0...2).map { digits in
        Decimal.FormatStyle(locale: Locale(identifier: "en_US_POSIX"))
            .precision(.fractionLength(digits...20)).grouping(.never)
    }

    /// `money`'s amount as text with at least its currency's minor-unit decimals.
    public static func string(_ money: Money) -> String {
        money.amount.formatted(styles[min(max(money.minorUnitDigits, 0), 2)])
    }
}
