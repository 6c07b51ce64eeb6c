import AppCore
import Formatting
import Foundation
import Networking
import Output
import RemoteContent
import TransactionsInterface

/// What `transactions` prints: the filtered list, its count and per-currency totals, and where
/// the list came from. Its JSON (amounts as decimal strings, inside the listing envelope) is
/// written straight into bytes (``writeJSON(to:)``); TransactionsListingJSONTests checks them
/// against an `Encodable` reference of the same document.
struct TransactionsListing: JSONWritable {
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
        self.transactions = filter.apply(to: snapshot.items)
        self.totals = CurrencyTotals.of(transactions)
    }

    /// An aligned table, the sum line, and a note when the list is the stored one.
    func table(_ presenter: TransactionsTexts) -> String {
        let strings = presenter.localizer
        let table = TextTable(
            transactions,
            fields: [
                .init(strings[TransactionsStrings.columnDate]) { presenter.day($0.bookingDate) },
                .init(strings[TransactionsStrings.columnPartner]) { $0.partnerDisplayName },
                .init(strings[TransactionsStrings.columnDescription]) { presenter.description(of: $0) },
                .init(strings[TransactionsStrings.columnCategory], alignment: .right) { String($0.category) },
                .init(strings[TransactionsStrings.columnAmount], alignment: .right) {
                    presenter.amount($0.amount)
                },
            ])
        var lines = [
            table.render(), "",
            "\(presenter.sum(totals)) (\(presenter.filter(filter)), \(presenter.count(transactions.count)))",
        ]
        if let skipped = presenter.skipped(snapshot.skipped) {
            lines.append(skipped)
        }
        if snapshot.source == .cache {
            let date = presenter.dayAndTime(snapshot.syncedAt)
            if let failure, !failure.isOffline {
                lines.append(presenter.staleNotice(failure, syncedAt: snapshot.syncedAt, savedCopy: true))
            } else {
                lines.append(strings.string(TransactionsStrings.bannerOffline, ["date": date]))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The envelope's document, keys in sorted order, straight into bytes.
    func writeJSON(to writer: JSONStreamWriter) {
        writer.beginObject()
        writer.key("category")
        switch filter {
        case .all: writer.null()
        case .category(let number): writer.int(number)
        }
        writer.member("count", transactions.count)
        writer.envelopeMembers(
            source: ListingSource(snapshot.source), syncedAt: snapshot.syncedAt,
            skipped: snapshot.skipped)
        writer.objects("totals", totals) { total in
            writer.member("amount", DecimalText.string(total))
            writer.member("currency", total.currency)
        }
        // Amounts repeat (points especially): each distinct one is written out once.
        var amounts = TextMemo<Money>()
        writer.objects("transactions", transactions) { transaction in
            writer.member("amount", amounts.text(for: transaction.amount, DecimalText.string))
            writer.member("bookingDate", transaction.bookingDate)
            writer.member("category", transaction.category)
            writer.member("currency", transaction.amount.currency)
            writer.member("description", transaction.description)
            writer.member("partnerDisplayName", transaction.partnerDisplayName)
            writer.member("reference", transaction.reference)
        }
        writer.endObject()
    }
}
