import AppCore
import Formatting
import Foundation
import Networking
import Output
import TransactionsInterface

/// What `transactions` prints: the filtered list, its count and per-currency totals, and where
/// the list came from. Encodes as the subcommand's stable JSON (amounts as decimal strings)
/// inside AppCore's ``ListingEnvelope`` (``envelope``), written natively (``writeJSON(to:)``),
/// byte for byte what encoding the envelope gives (TransactionsListingJSONTests compares them).
struct TransactionsListing: Encodable, JSONWritable {
    let snapshot: TransactionsSnapshot
    let filter: CategoryFilter
    let transactions: [Transaction]
    let totals: [Money]

    /// Why the stored list is printed instead of a fresh one, if it is.
    let failure: NetworkError?

    init(snapshot: TransactionsSnapshot, filter: CategoryFilter, failure: NetworkError? = nil) {
        self.failure = failure
        self.snapshot = snapshot
        self.filter = filter
        self.transactions = filter.apply(to: snapshot.transactions)
        self.totals = CurrencyTotals.of(transactions)
    }

    /// An aligned table, the sum line, and a note when the list is the stored one.
    func table(_ presenter: TransactionsTexts) -> String {
        let strings = presenter.localizer
        let table = TextTable(
            columns: [
                .init(strings[TransactionsStrings.columnDate]),
                .init(strings[TransactionsStrings.columnPartner]),
                .init(strings[TransactionsStrings.columnDescription]),
                .init(strings[TransactionsStrings.columnCategory], alignment: .right),
                .init(strings[TransactionsStrings.columnAmount], alignment: .right),
            ],
            rows: transactions.map { transaction in
                [
                    presenter.day(transaction.bookingDate), transaction.partnerDisplayName,
                    presenter.description(of: transaction), String(transaction.category),
                    presenter.amount(transaction.amount),
                ]
            })
        var lines = [
            table.render(), "",
            "\(presenter.sum(totals)) (\(presenter.filter(filter)), \(presenter.count(transactions.count)))",
        ]
        if let skipped = presenter.skipped(snapshot.skipped) {
            lines.append(skipped)
        }
        if snapshot.origin == .stored {
            let date = presenter.dayAndTime(snapshot.syncedAt)
            if let failure, !failure.isOffline {
                lines.append(
                    strings.string(
                        TransactionsStrings.bannerStale, ["reason": presenter.reason(failure), "date": date]))
            } else {
                lines.append(strings.string(TransactionsStrings.bannerOffline, ["date": date]))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The JSON document: this listing with where it came from, when, and how many items were skipped.
    var envelope: ListingEnvelope<Self> {
        ListingEnvelope(
            self, source: snapshot.origin == .server ? .server : .cache, syncedAt: snapshot.syncedAt,
            skipped: snapshot.skipped)
    }

    private enum Keys: String, CodingKey {
        case category, count, totals, transactions
    }

    private enum ItemKeys: String, CodingKey {
        case reference, partnerDisplayName, category, description, bookingDate, amount, currency
    }

    private enum TotalKeys: String, CodingKey {
        case amount, currency
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch filter {
        case .all: try container.encodeNil(forKey: .category)
        case .category(let number): try container.encode(number, forKey: .category)
        }
        try container.encode(transactions.count, forKey: .count)
        var totalsContainer = container.nestedUnkeyedContainer(forKey: .totals)
        for total in totals {
            var item = totalsContainer.nestedContainer(keyedBy: TotalKeys.self)
            try item.encode(DecimalText.string(total), forKey: .amount)
            try item.encode(total.currency, forKey: .currency)
        }
        var items = container.nestedUnkeyedContainer(forKey: .transactions)
        for transaction in transactions {
            var item = items.nestedContainer(keyedBy: ItemKeys.self)
            try item.encode(transaction.reference, forKey: .reference)
            try item.encode(transaction.partnerDisplayName, forKey: .partnerDisplayName)
            try item.encode(transaction.category, forKey: .category)
            // null, not absent: scripts see that the backend sent no description.
            try item.encode(transaction.description, forKey: .description)
            try item.encode(transaction.bookingDate, forKey: .bookingDate)
            try item.encode(DecimalText.string(transaction.amount), forKey: .amount)
            try item.encode(transaction.amount.currency, forKey: .currency)
        }
    }

    /// The envelope's document, keys in sorted order, straight into bytes.
    func writeJSON(to writer: JSONStreamWriter) {
        writer.beginObject()
        writer.key("category")
        switch filter {
        case .all: writer.null()
        case .category(let number): writer.int(number)
        }
        writer.key("count")
        writer.int(transactions.count)
        writer.envelopeMembers(of: envelope)
        writer.key("totals")
        writer.beginArray()
        for total in totals {
            writer.beginObject()
            writer.key("amount")
            writer.string(DecimalText.string(total))
            writer.key("currency")
            writer.string(total.currency)
            writer.endObject()
        }
        writer.endArray()
        writer.key("transactions")
        writer.beginArray()
        for transaction in transactions {
            writer.beginObject()
            writer.key("amount")
            writer.string(DecimalText.string(transaction.amount))
            writer.key("bookingDate")
            writer.date(transaction.bookingDate)
            writer.key("category")
            writer.int(transaction.category)
            writer.key("currency")
            writer.string(transaction.amount.currency)
            writer.key("description")
            writer.string(transaction.description)
            writer.key("partnerDisplayName")
            writer.string(transaction.partnerDisplayName)
            writer.key("reference")
            writer.string(transaction.reference)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
