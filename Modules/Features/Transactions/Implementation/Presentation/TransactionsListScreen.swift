import Foundation
import Localization
import RemoteContent
import TerminalUI
import TransactionsInterface

/// The transactions list: a summary bar (filter, count and per-currency sum of what is shown,
/// always visible), a banner when the list is not fresh, and the rows; Enter (or a click on the
/// selected row) opens details, `f` the shared filter picker, `/` searches as you type (the
/// summary then counts and sums the matches: "3 of 16 transactions · Sum: 193 points").
///
/// A transaction matches the search on its row as shown (day, partner, description, amount)
/// and on its reference (shown in its details).
@MainActor
final class TransactionsListScreen: Screen {
    private let model: TransactionsListViewModel
    private let presenter: TransactionsTexts
    private var list = ListState()
    private var listedFilter = CategoryFilter.all
    /// The search typed with `/`, narrowing the rows the category filter lets through.
    private var search = ListSearch()
    /// The column widths and the search index of the transactions the filter shows.
    private var index = TransactionsListIndex()

    init(model: TransactionsListViewModel, presenter: TransactionsTexts) {
        self.model = model
        self.presenter = presenter
    }

    var title: String { presenter.localizer[TransactionsStrings.title] }

    var lastSync: Date? { model.lastSync }

    var phase: ScreenPhase {
        switch model.state {
        case .loading: return .busy
        case .failed(let error): return .failure(error, message: presenter.message(for: error))
        case .loaded, .empty: return model.isRefreshing ? .busy : .settled
        }
    }

    var isSearchable: Bool { true }
    var capturesText: Bool { canSearch && search.isEditing }

    private var searchLabels: ListSearchLabels { ListSearchLabels(presenter.localizer) }

    /// Whether there are transactions to search.
    private var canSearch: Bool {
        guard case .loaded = model.state else { return false }
        return true
    }

    var keyHints: [KeyHint] {
        let strings = presenter.localizer
        switch model.state {
        case .loading: return []
        case .failed: return [KeyHint("r", strings[TransactionsStrings.keyRetry])]
        case .empty: return [KeyHint("r", strings[TransactionsStrings.keyRefresh])]
        case .loaded:
            if search.isEditing { return search.keyHints(searchLabels) }
            return [
                KeyHint(KeyName.upDown, strings[TransactionsStrings.keyMove]),
                KeyHint(KeyName.enter, strings[TransactionsStrings.keyOpen]),
                ListSearch.openHint(searchLabels),
                FilterPickerScreen.openHint(strings),
                KeyHint("r", strings[TransactionsStrings.keyRefresh]),
            ]
        }
    }

    func render(in context: RenderContext) -> [StyledLine] {
        let width = context.width
        switch model.state {
        case .loading:
            return Spinner(tick: context.tick, label: presenter.localizer[TransactionsStrings.loading])
                .lines(width: width)
        case .failed(let error):
            return Banner(
                error.isOffline ? .offline : .error, presenter.message(for: error),
                action: KeyHint("r", presenter.localizer[TransactionsStrings.keyRetry])
            ).lines(width: width)
        case .empty:
            return statusLines(context)
                + EmptyState(
                    presenter.localizer[TransactionsStrings.emptyMessage],
                    hint: presenter.localizer[TransactionsStrings.emptyHint]
                ).lines(width: width)
        case .loaded:
            let shown = matching(search)
            let header = header(context, shown: shown)
            guard shown.count > 0 else {
                return header + EmptyState(searchLabels.noMatches(search.query)).lines(width: width)
            }
            let rows = max(0, context.height - header.count)
            let (visible, widths) = (model.visibleTransactions, columnWidths)
            return header
                + windowed(shown).lines(width: width, height: rows) { _, item in
                    row(visible[shown.place(item)], widths: widths)
                }
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if canSearch {
            syncFilter()
            // The selected transaction stays selected while it matches: found by its place in the list.
            var state = list
            let change = search.handle(key, list: &state) { before, after in
                let old = matching(before)
                let selection = list.resolved(in: windowed(old).layout, viewport: 1).selection
                guard selection < old.count else { return nil }
                return matching(after).index(ofPlace: old.place(selection))
            }
            list = state
            if change != nil { return .handled }
        }
        switch key {
        case .character("r"):
            model.requestReload()
            return .handled
        case FilterPickerScreen.key where !model.allTransactions.isEmpty:
            return .push(
                FilterPickerScreen(
                    menu: { [model, presenter] in model.categoryMenu(presenter) },
                    choose: { [model] in model.selectChoice($0) }))
        case .enter:
            let shown = matching(search)
            let layout = windowed(shown).layout
            let selection = list.resolved(in: layout, viewport: 1).selection
            guard selection < shown.count else { return .ignored }
            return .push(
                TransactionDetailScreen(
                    transaction: model.visibleTransactions[shown.place(selection)], presenter: presenter))
        case .mouse(let event):
            guard case .loaded = model.state else { return .ignored }
            let shown = matching(search)
            let layout = windowed(shown).layout
            let top = header(context, shown: shown).count
            let viewport = max(1, context.height - top)
            guard let click = list.click(event, listTop: top, in: layout, viewport: viewport) else {
                return .ignored
            }
            guard case .opened(let index) = click, index < shown.count else { return .handled }
            return .push(
                TransactionDetailScreen(
                    transaction: model.visibleTransactions[shown.place(index)], presenter: presenter))
        default:
            // Computed first: building the list may reset `list` (exclusive access).
            let shown = matching(search)
            let layout = windowed(shown).layout
            let viewport = max(1, context.height - header(context, shown: shown).count)
            return list.handle(key, in: layout, viewport: viewport) ? .handled : .ignored
        }
    }

    func run() async {
        await model.run()
    }

    // MARK: Parts

    /// "Filter: Category 2 · 7 transactions" on the left, "Sum: 2,973 points" on the right; while a
    /// search narrows the rows to `shown`, of those: "3 of 7 transactions", their sum.
    private func summaryLine(width: Int, shown: ShownItems) -> [StyledLine] {
        let strings = presenter.localizer
        let visible = model.visibleTransactions
        let searched = search.isFiltering
        let count =
            searched ? presenter.count(shown.count, of: visible.count) : presenter.count(visible.count)
        let totals = searched ? index.totals(visible, shown: shown) : model.totals
        let left = StyledLine([
            Span(" \(strings[TransactionsStrings.filterLabel]): ", style: .muted),
            Span(presenter.filter(model.filter), style: .accent.bold),
            Span(" · \(count)", style: .muted),
        ])
        let right = StyledLine([Span(presenter.sum(totals), style: .bold), Span(" ")])
        return [StyledLine.spread(left, right, width: width)]
    }

    /// The refresh spinner, or the banner saying why the list is not fresh, then a note when
    /// entries of the list could not be read.
    private func statusLines(_ context: RenderContext) -> [StyledLine] {
        let skipped = presenter.skipped(model.skipped).map { Banner(.info, $0).lines(width: context.width) }
        return freshnessLines(context) + (skipped ?? [])
    }

    private func freshnessLines(_ context: RenderContext) -> [StyledLine] {
        let strings = presenter.localizer
        if model.isRefreshing {
            return Spinner(tick: context.tick, label: strings[TransactionsStrings.refreshing])
                .lines(width: context.width)
        }
        switch model.notice {
        case nil:
            return []
        case .offline(let syncedAt):
            let message = strings.string(
                TransactionsStrings.bannerOffline, ["date": presenter.dayAndTime(syncedAt)])
            return Banner(.offline, message, action: KeyHint("r", strings[TransactionsStrings.keyRetry]))
                .lines(width: context.width)
        case .reloadFailed(let error, let syncedAt):
            return Banner(
                .error, presenter.staleNotice(error, syncedAt: syncedAt, savedCopy: false),
                action: KeyHint("r", strings[TransactionsStrings.keyRetry])
            ).lines(width: context.width)
        case .savedCopy(let error, let syncedAt):
            return Banner(
                .error, presenter.staleNotice(error, syncedAt: syncedAt, savedCopy: true),
                action: KeyHint("r", strings[TransactionsStrings.keyRetry])
            ).lines(width: context.width)
        }
    }

    /// The summary line, the status lines, then the search bar (or a blank row): what is above the rows.
    private func header(_ context: RenderContext, shown: ShownItems) -> [StyledLine] {
        let bar = ListSearchBar(search, matchCount: shown.count, labels: searchLabels).lines(
            width: context.width)
        return summaryLine(width: context.width, shown: shown) + statusLines(context)
            + (bar.isEmpty ? [.blank] : bar)
    }

    /// The selection goes back to the top when the category filter changes.
    private func syncFilter() {
        if listedFilter != model.filter {
            listedFilter = model.filter
            list = ListState()
        }
    }

    /// Which of the transactions the category filter lets through `search` shows.
    private func matching(_ search: ListSearch) -> ShownItems {
        index.shown(model.visibleTransactions, search: search, texts: presenter)
    }

    /// `shown` as one list without a header; rows are built for the ones on screen only.
    private func windowed(_ shown: ShownItems) -> WindowedSectionList {
        syncFilter()
        return WindowedSectionList(sections: [.init(title: nil, count: shown.count)], state: list)
    }

    /// Columns as wide as the filter's widest rows, so they stay put while a search narrows them.
    private var columnWidths: (day: Int, partner: Int) {
        index.widths(model.visibleTransactions, texts: presenter)
    }

    /// The row of `transaction`: day, partner and description in columns, the amount on the right.
    private func row(_ transaction: Transaction, widths: (day: Int, partner: Int)) -> ListRow {
        let day = presenter.day(transaction.bookingDate)
        let partner = TextWidth.pad(
            TextSanitizer.sanitize(transaction.partnerDisplayName), toWidth: widths.partner)
        let title =
            "\(TextWidth.pad(day, toWidth: widths.day))  \(partner)  \(presenter.description(of: transaction))"
        return ListRow(
            title, detail: presenter.amount(transaction.amount),
            detailStyle: transaction.amount.amount < 0 ? .danger : .success)
    }
}
