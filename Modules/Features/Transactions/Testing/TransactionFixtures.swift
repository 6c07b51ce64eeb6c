import Formatting
import Foundation
import TransactionsInterface

/// Ready-made transactions for tests and demos (content of our own making, shaped like the
/// PAYBACK backend's: points in `PBP`, a missing description, two bookings at the same time).
public enum TransactionFixtures {
    /// A booking date from ISO 8601 text with a numeric offset, e.g. "2023-05-04T09:30:00+0200".
    public static func date(_ text: String) -> Date {
        var parser = Date.ISO8601FormatStyle(timeZone: .gmt)
        parser = parser.year().month().day().dateSeparator(.dash).time(includingFractionalSeconds: false)
            .timeZone(separator: .omitted)
        guard let date = try? parser.parse(text) else {
            preconditionFailure("TransactionFixtures.date: not an ISO 8601 date with offset: \(text)")
        }
        return date
    }

    /// One transaction; every field has a sensible default.
    public static func transaction(
        reference: String = "000123456789012", partner: String = "Bäckerei Kamps", category: Int = 1,
        description: String? = "Punkte sammeln", bookingDate: String = "2023-05-04T09:30:00+0200",
        amount: Decimal = 10, currency: String = Money.pointsCurrencyCode
    ) -> Transaction {
        Transaction(
            reference: reference, partnerDisplayName: partner, category: category, description: description,
            bookingDate: date(bookingDate), amount: Money(amount: amount, currency: currency))
    }

    /// Eight bookings in three categories, unsorted, with one missing description and two
    /// bookings at the same instant (Galeria and Kaufland on 2023-03-18).
    public static let sample: [Transaction] = [
        transaction(
            reference: "004711000000001", partner: "Kaufland", category: 1, description: "Wocheneinkauf",
            bookingDate: "2023-03-18T17:45:00+0100", amount: 230),
        transaction(
            reference: "000815000000002", partner: "Aral", category: 2, description: "Tanken",
            bookingDate: "2023-04-02T08:12:30+0200", amount: 58),
        transaction(
            reference: "000000000000003", partner: "Galeria", category: 3, description: nil,
            bookingDate: "2023-03-18T17:45:00+0100", amount: 120),
        transaction(
            reference: "012345000000004", partner: "dm-drogerie markt", category: 1,
            description: "Coupon eingelöst", bookingDate: "2023-05-01T11:00:00+0200", amount: 300),
        transaction(
            reference: "099999000000005", partner: "Apollo-Optik", category: 3, description: "Brille",
            bookingDate: "2023-01-09T15:20:00+0100", amount: 1500),
        transaction(
            reference: "000222000000006", partner: "Aral", category: 2, description: "Tanken",
            bookingDate: "2023-02-14T07:05:00+0100", amount: 44),
        transaction(
            reference: "000333000000007", partner: "PAYBACK", category: 1, description: "Willkommensbonus",
            bookingDate: "2022-12-24T12:00:00+0100", amount: 500),
        transaction(
            reference: "000444000000008", partner: "Kaufland", category: 1, description: "Punkte einlösen",
            bookingDate: "2023-04-28T19:30:00+0200", amount: -200),
    ]

    /// ``sample`` plus two bookings in euros, so sums show one line per currency.
    public static let mixedCurrencies: [Transaction] =
        sample + [
            transaction(
                reference: "000555000000009", partner: "Amazon", category: 4, description: "eCoupon",
                bookingDate: "2023-05-02T10:00:00+0200", amount: Decimal(string: "12.50") ?? 0,
                currency: "EUR"),
            transaction(
                reference: "000666000000010", partner: "Amazon", category: 4, description: "Gutschein",
                bookingDate: "2023-05-03T10:00:00+0200", amount: 5, currency: "EUR"),
        ]

    /// `count` generated bookings (for scrolling and scale), one every day backwards from 2023-06-01.
    public static func many(_ count: Int) -> [Transaction] {
        let partners = [
            "REWE", "Aral", "dm-drogerie markt", "Galeria", "Kaufland", "Fressnapf", "Apollo-Optik",
        ]
        let start = date("2023-06-01T10:00:00+0200")
        return (0..<max(0, count)).map { index in
            Transaction(
                reference: reference(index), partnerDisplayName: partners[index % partners.count],
                category: index % 5 + 1, description: index % 9 == 0 ? nil : "Punkte sammeln",
                bookingDate: start.addingTimeInterval(-86_400 * Double(index)),
                amount: .points((index * 37) % 500 + 1))
        }
    }

    /// A 15-digit reference with leading zeros, like the backend's.
    private static func reference(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 15 - digits.count)) + digits
    }
}
