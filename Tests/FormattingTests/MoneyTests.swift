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
}
