import Foundation
import Localization

extension Formatters {
    /// Money in its currency ("€1,234.50", "1234,50 zł"), or loyalty points for `PBP`.
    public func money(_ money: Money) -> String {
        money.isPoints ? points(money.amount) : currency(money.amount, code: money.currency)
    }

    /// An amount in an ISO 4217 currency, rounded to that currency's minor units a half away
    /// from zero, as ``Money/roundedToMinorUnit()`` rounds (ICU's own default is half to even:
    /// a unit price of 0.125 € would show as 0,12 €).
    public func currency(_ amount: Decimal, code: String) -> String {
        amount.formatted(
            .currency(code: code.uppercased()).locale(locale).rounded(rule: .toNearestOrAwayFromZero))
    }

    /// Whole loyalty points with a plural-aware unit: "1 point", "5 punktów", "-120 points".
    public func points(_ points: Int) -> String {
        localizer.plural(FormattingStrings.points, count: points, ["count": number(points)])
    }

    /// Loyalty points from a decimal amount; a fractional value (not expected for PBP) is shown
    /// as is with the language's fractional plural form rather than silently rounded.
    public func points(_ points: Decimal) -> String {
        localizer.plural(FormattingStrings.points, count: points, ["count": number(points)])
    }
}
