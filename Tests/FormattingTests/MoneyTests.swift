import Formatting
import Foundation
import Testing

@Suite struct MoneyTests {
    @Test func normalizesCurrencyCodes() {
        let money = Money(amount: 5, currency: "eur")
        #expect(money.currency == "EUR")
        #expect(money == Money(amount: 5, currency: "EUR"))
        #expect(!money.isPoints)
        #expect(Money.points(120) == Money(amount: 120, currency: "pbp"))
        #expect(Money.points(120).isPoints)
    }

    @Test func decodesExactDecimalsFromJSON() throws {
        let json = Data(#"{"amount": 0.1, "currency": "pln"}"#.utf8)
        let money = try JSONDecoder().decode(Money.self, from: json)
        #expect(money == Money(amount: Fixtures.decimal("0.1"), currency: "PLN"))
    }

    @Test func roundTripsThroughJSON() throws {
        let money = Money(amount: Fixtures.decimal("1234.56"), currency: "EUR")
        let data = try JSONEncoder().encode(money)
        #expect(try JSONDecoder().decode(Money.self, from: data) == money)
    }

    @Test func rejectsJSONWithoutCurrency() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Money.self, from: Data(#"{"amount": 1}"#.utf8))
        }
    }

    @Test(
        "rounding is commercial (a half away from zero), to the currency's minor unit",
        arguments: [
            ("4.485", "EUR", "4.49"), ("4.475", "EUR", "4.48"), ("1.005", "EUR", "1.01"),
            ("1.015", "EUR", "1.02"), ("4.4849", "EUR", "4.48"),
            ("100.5", "JPY", "101"), ("101.5", "JPY", "102"), ("12.5", "PBP", "13"),
            ("-4.485", "EUR", "-4.49"), ("-0.005", "EUR", "-0.01"),
            ("7.5", "eur", "7.5"),
        ])
    func roundsToTheMinorUnit(amount: String, currency: String, expected: String) throws {
        let money = Money(amount: try #require(Decimal(string: amount)), currency: currency)
        let rounded = Money(amount: try #require(Decimal(string: expected)), currency: currency)
        #expect(money.roundedToMinorUnit() == rounded)
    }

    @Test func minorUnitDigitsFollowTheCurrency() {
        #expect(Money(amount: 1, currency: "EUR").minorUnitDigits == 2)
        #expect(Money(amount: 1, currency: "jpy").minorUnitDigits == 0)
        #expect(Money.points(1).minorUnitDigits == 0)
    }
}
