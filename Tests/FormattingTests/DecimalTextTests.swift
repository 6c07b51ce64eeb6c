import Foundation
import Testing

@testable import Formatting

/// Money as JSON text: exact, with at least the currency's minor-unit decimals, whatever the locale.
@Suite struct DecimalTextTests {
    @Test(
        arguments: [
            ("7.5", "EUR", "7.50"), ("19.99", "EUR", "19.99"), ("0.405", "EUR", "0.405"),
            ("124", "PBP", "124"),
            ("-120", "PBP", "-120"), ("500", "JPY", "500"), ("12345678.9", "PLN", "12345678.90"),
        ])
    func moneyKeepsItsMinorUnits(amount: String, currency: String, expected: String) throws {
        let money = Money(
            amount: try #require(Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX"))),
            currency: currency)
        #expect(DecimalText.string(money) == expected)
    }

    /// The fast path (the decimal's own description, padded) writes what the format style writes,
    /// or leaves the amount to it.
    @Test func theFastPathWritesWhatTheFormatStyleWrites() {
        let style = { (digits: Int) in
            Decimal.FormatStyle(locale: Locale(identifier: "en_US_POSIX")).precision(
                .fractionLength(digits...20)
            )
            .grouping(.never)
        }
        var generator = SystemRandomNumberGenerator()
        var amounts: [Decimal] = [
            0, 1, -1, Decimal(string: "0.1")!, Decimal(string: "-0.005")!, Decimal(string: "1e30")!,
        ]
        amounts += [
            Decimal(string: "0.000000000000000000001")!, Decimal(string: "123456789.123456789012345")!,
        ]
        for _ in 0..<2_000 {
            let mantissa = Decimal(Int64.random(in: -9_999_999_999...9_999_999_999, using: &generator))
            amounts.append(mantissa * pow(Decimal(10), Int.random(in: 0...12, using: &generator)))
            amounts.append(mantissa / pow(Decimal(10), Int.random(in: 0...24, using: &generator)))
        }
        for amount in amounts {
            for digits in 0...2 {
                guard let fast = DecimalText.fastString(amount, minimumFractionDigits: digits) else {
                    continue
                }
                #expect(fast == amount.formatted(style(digits)), "\(amount) with \(digits) digits")
            }
        }
    }
}
