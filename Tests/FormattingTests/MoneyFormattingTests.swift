import Formatting
import Foundation
import Localization
import Testing

@Suite struct MoneyFormattingTests {
    let amount = Fixtures.decimal("1234.5")

    @Test func euroPerLocale() {
        #expect(Fixtures.formatters(.en).currency(amount, code: "EUR") == "€1,234.50")
        #expect(Fixtures.formatters(.de).currency(amount, code: "EUR") == "1.234,50\u{00A0}€")
        #expect(Fixtures.formatters(.pl).currency(amount, code: "EUR") == "1234,50\u{00A0}€")
        #expect(Fixtures.formatters(.es).currency(amount, code: "EUR") == "1234,50\u{00A0}€")
    }

    @Test func groupingFromFiveDigitsInPolishAndSpanish() {
        let large = Fixtures.decimal("12345.5")
        #expect(Fixtures.formatters(.pl).currency(large, code: "PLN") == "12\u{00A0}345,50\u{00A0}zł")
        #expect(Fixtures.formatters(.es).currency(large, code: "EUR") == "12.345,50\u{00A0}€")
    }

    @Test func negativeAndRoundedAmounts() {
        #expect(Fixtures.formatters(.en).currency(Fixtures.decimal("-0.5"), code: "EUR") == "-€0.50")
        #expect(Fixtures.formatters(.de).currency(Fixtures.decimal("-0.5"), code: "EUR") == "-0,50\u{00A0}€")
        // Yen has no minor units.
        #expect(Fixtures.formatters(.en).currency(Fixtures.decimal("1500.4"), code: "JPY") == "¥1,500")
    }

    @Test func moneyDispatchesOnCurrency() {
        let polish = Fixtures.formatters(.pl)
        #expect(polish.money(Money(amount: Fixtures.decimal("19.99"), currency: "pln")) == "19,99\u{00A0}zł")
        #expect(polish.money(.points(5)) == "5 punktów")
        #expect(Fixtures.formatters(.en).money(Money(amount: 1_234, currency: "PBP")) == "1,234 points")
    }

    @Test func arbitraryLocaleKeepsItsConventions() {
        let british = Formatters(locale: Locale(identifier: "en_GB"), timeZone: Fixtures.warsaw)
        #expect(british.currency(amount, code: "GBP") == "£1,234.50")
        #expect(british.points(2) == "2 points")
        let french = Formatters(locale: Locale(identifier: "fr_FR"), timeZone: Fixtures.warsaw)
        // No French strings: the unit falls back to English, the number stays French.
        #expect(french.points(12_345) == "12\u{202F}345 points")
    }
}
