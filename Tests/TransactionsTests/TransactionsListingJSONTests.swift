import Formatting
import Foundation
import Networking
import Output
import Testing
import TransactionsInterface
import TransactionsTesting

@testable import Transactions

/// `payback transactions --format json` writes its listing natively (``JSONStreamWriter``): the
/// bytes must stay exactly what `JSONEncoder` gives for the same document (``Reference``).
@Suite struct TransactionsListingJSONTests {
    private func expectSameBytes(_ listing: TransactionsListing, _ comment: Comment) throws {
        #expect(
            OutputFormat.json(writing: listing) == (try OutputFormat.json(Reference.envelope(of: listing))),
            comment)
    }

    private func snapshot(
        _ transactions: [Transaction], source: ContentSource = .server, skipped: Int = 0
    ) -> TransactionsSnapshot {
        TransactionsSnapshot(
            items: transactions, skipped: skipped,
            syncedAt: TransactionFixtures.date("2023-05-04T10:00:00+0200"),
            source: source)
    }

    @Test func everyListingShapeIsByteForByteTheEncodedListing() throws {
        try expectSameBytes(
            TransactionsListing(snapshot: snapshot(TransactionFixtures.sample), filter: .all), "all")
        try expectSameBytes(
            TransactionsListing(snapshot: snapshot(TransactionFixtures.sample), filter: .category(2)),
            "one category")
        try expectSameBytes(
            TransactionsListing(
                snapshot: snapshot(TransactionFixtures.mixedCurrencies, source: .cache, skipped: 3),
                filter: .all,
                failure: .offline), "mixed currencies, stored, skipped")
        try expectSameBytes(TransactionsListing(snapshot: snapshot([]), filter: .category(9)), "nothing")
        try expectSameBytes(
            TransactionsListing(snapshot: snapshot(TransactionFixtures.many(2_000)), filter: .all), "2,000")
    }

    @Test func oddTextAndAmountsAreTheSame() throws {
        let odd = [
            TransactionFixtures.transaction(
                reference: "\u{1B}[2J\"ref\"", partner: "Żółw 🐢 \\ \u{202E}", category: -1, description: nil,
                amount: Decimal(string: "-0.000000000001") ?? 0, currency: "EUR"),
            TransactionFixtures.transaction(
                description: "tab\there", amount: Decimal(string: "123456789012345678.9") ?? 0),
        ]
        try expectSameBytes(TransactionsListing(snapshot: snapshot(odd), filter: .all), "odd")
    }

    /// The documented document, encoded by `JSONEncoder` (sorted keys) from the listing's values.
    private struct Reference: Encodable {
        struct Total: Encodable {
            let amount: String
            let currency: String
        }

        struct Item: Encodable {
            let reference: String
            let partnerDisplayName: String
            let category: Int
            /// null, not absent: scripts see that the backend sent no description.
            @NullWhenUnset var description: String?
            let bookingDate: Date
            let amount: String
            let currency: String
        }

        @NullWhenUnset var category: Int?
        let count: Int
        let totals: [Total]
        let transactions: [Item]

        static func envelope(of listing: TransactionsListing) -> ListingEnvelope<Reference> {
            let category: Int? =
                switch listing.filter {
                case .all: nil
                case .category(let number): number
                }
            let reference = Reference(
                category: category, count: listing.transactions.count,
                totals: listing.totals.map { Total(amount: DecimalText.string($0), currency: $0.currency) },
                transactions: listing.transactions.map { transaction in
                    Item(
                        reference: transaction.reference, partnerDisplayName: transaction.partnerDisplayName,
                        category: transaction.category, description: transaction.description,
                        bookingDate: transaction.bookingDate, amount: DecimalText.string(transaction.amount),
                        currency: transaction.amount.currency)
                })
            let snapshot = listing.snapshot
            return ListingEnvelope(
                reference, source: snapshot.source == .server ? .server : .cache, syncedAt: snapshot.syncedAt,
                skipped: snapshot.skipped)
        }
    }
}
