import Formatting
import Foundation
import Testing

/// Money as JSON text: exact, with at least the currency's minor-unit decimals, whatever the locale.
@Suite struct DecimalTextTests {
    @Test(
        arguments: [
            ("7.5", "EUR", "7.50"), ("19.99", "EUR", "19.99"), ("0.405", "EUR", "0.405"),
            ("124", "PBP", "124"),
            ("-120", "PBP", "-120"), ("500", "JPY", "500"), ("12345678.9", "PLN", "12345678.90"),
        ])
    func moneyKeepsItsMinorUnits(amount: String, currency: String, expected: String) {
        let money = Money(
            amount: Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX"))!, currency: currency)
        #expect(DecimalText.string(money) == expected)
    }
}
