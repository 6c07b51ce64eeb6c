import Foundation
import Localization
import TerminalUI
import TransactionsInterface

/// The transactions list: a summary bar (filter and per-currency sum, always visible), a
/// banner when the list is not fresh, and the rows; Enter opens details, f the filter.
@MainActor
final class TransactionsListScreen: Screen {
    private let model: TransactionsListViewModel
    private let presenter: TransactionsPresenter
    private var list = ListState()
    private var listedFilter = CategoryFilter.all

    init(model: TransactionsListViewModel, presenter: TransactionsPresenter) {
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

    var keyHints: [KeyHint] {
        let strings = presenter.localizer
        switch model.state {
        case .loading: return []
        case .failed: return [KeyHint("r", strings[TransactionsStrings.keyRetry])]
        case .empty: return [KeyHint("r", strings[TransactionsStrings.keyRefresh])]
        case .loaded:
            return [
                KeyHint(KeyName.upDown, strings[TransactionsStrings.keyMove]),
                KeyHint(KeyName.enter, strings[TransactionsStrings.keyOpen]),
                KeyHint("f", strings[TransactionsStrings.keyFilter]),
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
            let header = summaryLine(width: width) + statusLines(context) + [.blank]
            let rows = max(0, context.height - header.count)
            return header + sectioned(width: width).lines(width: width, height: rows)
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        switch key {
        case .character("r"):
            model.requestReload()
            return .handled
        case .character("f") where !model.allTransactions.isEmpty:
            return .push(CategoryFilterScreen(model: model, presenter: presenter))
        case .enter:
            let visible = model.visibleTransactions
            let layout = sectioned(width: context.width).layout
            let selection = list.resolved(in: layout, viewport: 1).selection
            guard visible.indices.contains(selection) else { return .ignored }
            return .push(TransactionDetailScreen(transaction: visible[selection], presenter: presenter))
        default:
            // Computed first: building the list may reset `list` (exclusive access).
            let layout = sectioned(width: context.width).layout
            let viewport = max(1, context.height - 2 - statusLines(context).count)
            return list.handle(key, in: layout, viewport: viewport) ? .handled : .ignored
        }
    }

    func run() async {
        await model.run()
    }

    // MARK: Parts

    /// "Filter: Category 2 · 7 transactions" on the left, "Sum: 2,973 points" on the right.
    private func summaryLine(width: Int) -> [StyledLine] {
        let strings = presenter.localizer
        let left = StyledLine([
            Span(" \(strings[TransactionsStrings.filterLabel]): ", style: .muted),
            Span(presenter.filter(model.filter), style: .accent.bold),
            Span(" · \(presenter.count(model.visibleTransactions.count))", style: .muted),
        ])
        let right = StyledLine([Span(presenter.sum(model.totals), style: .bold), Span(" ")])
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
            let message = strings.string(
                TransactionsStrings.bannerStale,
                ["reason": presenter.reason(error), "date": presenter.dayAndTime(syncedAt)])
            return Banner(.error, message, action: KeyHint("r", strings[TransactionsStrings.keyRetry]))
                .lines(width: context.width)
        }
    }

    /// The visible transactions as one list; the selection goes back to the top when the filter changes.
    private func sectioned(width: Int) -> SectionedList {
        if listedFilter != model.filter {
            listedFilter = model.filter
            list = ListState()
        }
        let visible = model.visibleTransactions
        let days = visible.map { presenter.day($0.bookingDate) }
        let dayWidth = days.map { TextWidth.of($0) }.max() ?? 0
        // Measured after sanitizing, as drawn, so the columns line up whatever the server sends.
        let partners = visible.map { TextSanitizer.sanitize($0.partnerDisplayName) }
        let partnerWidth = min(24, partners.map { TextWidth.of($0) }.max() ?? 0)
        let rows = zip(visible, zip(days, partners)).map { transaction, dayAndPartner in
            let (day, partnerName) = dayAndPartner
            let partner = TextWidth.pad(partnerName, toWidth: partnerWidth)
            let title =
                "\(TextWidth.pad(day, toWidth: dayWidth))  \(partner)  \(presenter.description(of: transaction))"
            return ListRow(
                title, detail: presenter.amount(transaction.amount),
                detailStyle: transaction.amount.amount < 0 ? .danger : .success)
        }
        return SectionedList([ListSection(nil, rows: rows)], state: list)
    }
}
