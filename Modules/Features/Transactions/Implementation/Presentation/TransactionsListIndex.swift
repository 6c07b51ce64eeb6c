import TerminalUI
import TransactionsInterface

/// What the list screen keeps for the transactions the filter shows, computed once per list
/// instead of once per frame: the column widths, and the search index (``GroupedSearch``, built
/// on the first search), so a frame formats only the rows on screen and a key scans bytes.
struct TransactionsListIndex {
    private var columns: (visible: [Transaction], day: Int, partner: Int)?
    private var searched = SearchCache<[Transaction]>()

    /// The widths of the day and partner columns: the widest of `visible` (the partner at most
    /// 24), so columns stay put while a search narrows the rows.
    mutating func widths(_ visible: [Transaction], texts: TransactionsTexts) -> (day: Int, partner: Int) {
        if let columns, columns.visible == visible {
            self.columns = (visible, columns.day, columns.partner)
            return (columns.day, columns.partner)
        }
        let day = visible.map { TextWidth.of(texts.day($0.bookingDate)) }.max() ?? 0
        // Measured after sanitizing, as drawn, so the columns line up whatever the server sends.
        let partner = min(
            24, visible.map { TextWidth.of(TextSanitizer.sanitize($0.partnerDisplayName)) }.max() ?? 0)
        columns = (visible, day, partner)
        return (day, partner)
    }

    /// Which of `visible` `search` shows; `searchTexts` are what it looks in.
    mutating func shown(
        _ visible: [Transaction], search: ListSearch, searchTexts: (Transaction) -> [String]
    ) -> ShownItems {
        let shown = searched.shown(visible, groupSizes: [visible.count], search: search) {
            GroupedSearch(groupSizes: [visible.count]) { position, item in
                for text in searchTexts(visible[position]) { item.add(text) }
            }
        }
        return shown.first ?? ShownItems(all: 0)
    }
}
