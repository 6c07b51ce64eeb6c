import Formatting
import Foundation
import TerminalUI
import TransactionsInterface

/// What the list screen keeps for the transactions the filter shows, computed once per list
/// instead of once per frame: the column widths, and the search index (``GroupedSearch``, built
/// on the first search), so a frame formats only the rows on screen and a key scans bytes.
struct TransactionsListIndex {
    private var columns: (visible: [Transaction], day: Int, partner: Int)?
    private var searched = SearchCache<[Transaction]>()
    /// Day texts already formatted, by the quarter hour since 1970 they fall in.
    private var days = TextMemo<Int64>()
    /// Amount texts already formatted (amounts repeat: points especially).
    private var amounts = TextMemo<Money>()
    /// The sum of the transactions a search shows, for the list and the answer it was taken of.
    private var matchedTotals: (visible: [Transaction], shown: ShownItems, totals: [Money])?

    /// The widths of the day and partner columns: the widest of `visible` (the partner at most
    /// 24), so columns stay put while a search narrows the rows.
    mutating func widths(_ visible: [Transaction], texts: TransactionsTexts) -> (day: Int, partner: Int) {
        if let columns, columns.visible == visible {
            self.columns = (visible, columns.day, columns.partner)
            return (columns.day, columns.partner)
        }
        var days = self.days
        let day =
            visible.map { TextWidth.of(Self.day($0.bookingDate, texts: texts, known: &days)) }.max() ?? 0
        self.days = days
        // Measured after sanitizing, as drawn, so the columns line up whatever the server sends.
        let partner = min(
            24, visible.map { TextWidth.of(TextSanitizer.sanitize($0.partnerDisplayName)) }.max() ?? 0)
        columns = (visible, day, partner)
        return (day, partner)
    }

    /// Which of `visible` `search` shows. A transaction matches on its row as shown (day,
    /// partner, description, amount) and on its reference (shown in its details).
    mutating func shown(_ visible: [Transaction], search: ListSearch, texts: TransactionsTexts) -> ShownItems
    {
        var days = self.days
        var amounts = self.amounts
        let shown = searched.shown(visible, groupSizes: [visible.count], search: search) {
            GroupedSearch(groupSizes: [visible.count]) { position, item in
                let transaction = visible[position]
                item.add(Self.day(transaction.bookingDate, texts: texts, known: &days))
                item.add(transaction.partnerDisplayName)
                item.add(texts.description(of: transaction))
                item.add(amounts.text(for: transaction.amount, texts.amount))
                item.add(transaction.reference)
            }
        }
        self.days = days
        self.amounts = amounts
        return shown.first ?? ShownItems(all: 0)
    }

    /// The per-currency sum of the transactions of `visible` that `shown` shows, summed once per
    /// search answer rather than once per frame.
    mutating func totals(_ visible: [Transaction], shown: ShownItems) -> [Money] {
        if let matchedTotals, matchedTotals.shown == shown, matchedTotals.visible == visible {
            return matchedTotals.totals
        }
        let totals = CurrencyTotals.of(shown.places.map { visible[$0] })
        matchedTotals = (visible, shown, totals)
        return totals
    }

    /// `texts.day(date)`, formatted once per quarter hour: every time zone's offset from UTC has
    /// been a whole number of quarter hours since 1972, so a quarter hour never spans two days
    /// (a date before 1973 is formatted each time).
    static func day(_ date: Date, texts: TransactionsTexts, known: inout TextMemo<Int64>) -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds >= 94_694_400, seconds < 1e12 else { return texts.day(date) }  // 1973 on
        return known.text(for: Int64(seconds) / 900) { _ in texts.day(date) }
    }
}
