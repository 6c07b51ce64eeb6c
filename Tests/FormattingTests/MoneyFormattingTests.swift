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

    /// An amount with more decimals than its currency shows (a catalog's unit price) is rounded
    /// as ``Money/roundedToMinorUnit()`` rounds: a half away from zero, not ICU's half to even.
    @Test func aHalfOfTheMinorUnitIsShownRoundedAwayFromZero() {
        let english = Fixtures.formatters(.en)
        #expect(english.currency(Fixtures.decimal("0.125"), code: "EUR") == "€0.13")
        #expect(english.currency(Fixtures.decimal("4.485"), code: "EUR") == "€4.49")
        #expect(english.currency(Fixtures.decimal("-4.485"), code: "EUR") == "-€4.49")
        #expect(english.currency(Fixtures.decimal("4.4849"), code: "EUR") == "€4.48")
        #expect(english.currency(Fixtures.decimal("1500.5"), code: "JPY") == "¥1,501")
        #expect(Fixtures.formatters(.de).currency(Fixtures.decimal("4.485"), code: "EUR") == "4,49\u{00A0}€")
        for text in ["4.485", "0.125", "-4.485", "2.5", "0.005"] {
            let money = Money(amount: Fixtures.decimal(text), currency: "EUR")
            #expect(english.money(money) == english.money(money.roundedToMinorUnit()), "\(text)")
        }
    }

    /// The regions the brief names, as the environment's region gives them to the formatters.
    @Test func regionalConventionsOfTheEnvironmentsRegions() {
        let date = Fixtures.decimal("2451")
        let april6 = Date(timeIntervalSince1970: 1_712_424_662)  // 2024-04-06 17:31:02 UTC
        let british = Formatters(
            localizer: Localizer(language: .en), locale: Locale(identifier: "en_GB"), timeZone: .gmt)
        #expect(british.date(april6) == "6 Apr 2024")
        #expect(british.number(2451) == "2,451")
        let swiss = Formatters(
            localizer: Localizer(language: .de), locale: Locale(identifier: "de_CH"), timeZone: .gmt)
        // CLDR's de_CH groups with U+2019 RIGHT SINGLE QUOTATION MARK, not an apostrophe.
        #expect(swiss.number(2451) == "2\u{2019}451")
        #expect(swiss.number(date) == "2\u{2019}451")
        #expect(swiss.date(april6) == "6. Apr. 2024")
        let american = Formatters(
            localizer: Localizer(language: .en), locale: Language.en.locale, timeZone: .gmt)
        #expect(american.date(april6) == "Apr 6, 2024")
        #expect(american.number(2451) == "2,451")
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
