import Foundation

/// Exact amounts as plain text for JSON output: "7.50", "19.99", "0.405" (at least two decimals,
/// never rounded, no grouping, a dot whatever the locale).
public enum DecimalText {
    private static let style = Decimal.FormatStyle(locale: Locale(identifier: "en_US_POSIX"))
        .precision(.fractionLength(2...20)).grouping(.never)

    /// `value` as text.
    public static func string(_ value: Decimal) -> String {
        value.formatted(style)
    }
}
