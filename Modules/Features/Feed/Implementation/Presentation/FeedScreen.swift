import FeedInterface
import Formatting
import Foundation
import Localization
import RemoteContent
import TerminalUI
import TransactionsInterface

/// The feed: the total of all transactions, then the content cards with a preview of the
/// selected one: current ones under "For you", ended ones apart under "Expired" (``FeedShelf``).
/// r reloads (a failed part keeps what it showed before); Enter (or a click on the selected card)
/// opens a card; `/` searches the cards as you type, on their title, partner, validity text and
/// text.
@MainActor
public final class FeedScreen: Screen {
    private let model: FeedViewModel
    private let texts: FeedTexts
    /// The current date, from the app's clock: which offers have ended.
    private let now: @Sendable () -> Date
    private var list = ListState()
    /// The search typed with `/`, narrowing the cards.
    private var search = ListSearch()
    /// The card list's height in the last frame, so keys page and scroll as drawn.
    private var listViewport = 1
    /// The body row the card list started at in the last frame, so clicks land as drawn.
    private var listTop = 0
    /// Rows under the card list for the selected card's text.
    private static let previewRows = 3

    /// A screen showing `model` in `localizer`'s language and `formatters`' region, with offers
    /// that ended before `now()` listed apart as expired.
    public init(
        model: FeedViewModel, localizer: Localizer, formatters: Formatters,
        now: @escaping @Sendable () -> Date
    ) {
        self.model = model
        self.texts = FeedTexts(localizer: localizer, formatters: formatters)
        self.now = now
    }

    private var localizer: Localizer { texts.localizer }

    public var title: String { localizer[FeedStrings.title] }

    public var phase: ScreenPhase {
        if model.isRefreshing { return .busy }
        switch model.state {
        case .loading: return .busy
        case .empty: return .settled
        case .loaded(let content), .failed(let content):
            if let error = content.summary.error {
                return .failed(texts.message(for: error, isSummary: true))
            }
            if let error = content.cards.error { return .failed(texts.message(for: error, isSummary: false)) }
            return .settled
        }
    }

    public var isSearchable: Bool { true }
    public var capturesText: Bool { canSearch && search.isEditing }

    private var searchLabels: ListSearchLabels { ListSearchLabels(localizer) }

    public var keyHints: [KeyHint] {
        if canSearch, search.isEditing { return search.keyHints(searchLabels) }
        var hints = [KeyHint(KeyName.upDown, localizer[FeedStrings.hintMove])]
        if !cards.isEmpty { hints.append(KeyHint(KeyName.enter, localizer[FeedStrings.hintOpen])) }
        if canSearch { hints.append(ListSearch.openHint(searchLabels)) }
        hints.append(KeyHint("r", localizer[FeedStrings.hintRefresh]))
        return hints
    }

    /// Every card showing (loaded, or the last good ones), whatever the search.
    private var allCards: [FeedCard] {
        switch model.state {
        case .loaded(let content), .failed(let content): content.cards.value ?? []
        case .loading, .empty: []
        }
    }

    /// Whether there are cards to search.
    private var canSearch: Bool { !allCards.isEmpty }

    /// The cards `search` lets through, split into current and expired ones (list order).
    private func matchingShelf(_ search: ListSearch) -> FeedShelf {
        let now = now()
        let cards = allCards
        guard search.isFiltering else { return FeedShelf(cards, at: now) }
        return FeedShelf(cards.filter { search.matches(searchTexts(of: $0, now: now)) }, at: now)
    }

    /// What a search looks for in `card`.
    private func searchTexts(of card: FeedCard, now: Date) -> [String] {
        [texts.title(of: card), card.partner ?? "", texts.detail(of: card, now: now), texts.body(of: card)]
    }

    /// The cards showing in list order (current, then expired), narrowed by the search.
    private var cards: [FeedCard] { matchingShelf(search).all }

    /// "For you" and "Expired", each only when it has cards; item indexes follow ``FeedShelf/all``.
    private func cardList(_ shelf: FeedShelf) -> SectionedList {
        let now = now()
        var sections: [ListSection] = []
        if !shelf.current.isEmpty {
            let rows = shelf.current.map {
                ListRow(texts.title(of: $0), detail: texts.detail(of: $0, now: now))
            }
            sections.append(ListSection(localizer[FeedStrings.cardsHeading], rows: rows))
        }
        if !shelf.expired.isEmpty {
            let rows = shelf.expired.map {
                ListRow(texts.title(of: $0), detail: texts.detail(of: $0, now: now), style: .muted)
            }
            sections.append(ListSection(localizer[FeedStrings.cardsExpiredHeading], rows: rows))
        }
        return SectionedList(sections, state: list)
    }

    public func render(in context: RenderContext) -> [StyledLine] {
        let width = context.width
        var lines: [StyledLine] = []
        if model.isRefreshing {
            lines += Spinner(tick: context.tick, label: localizer[FeedStrings.refreshing]).lines(width: width)
        }
        switch model.state {
        case .loading:
            return Spinner(tick: context.tick, label: localizer[FeedStrings.loading]).lines(width: width)
        case .empty:
            return lines
                + EmptyState(localizer[FeedStrings.empty], hint: localizer[FeedStrings.emptyHint]).lines(
                    width: width)
        case .loaded(let content), .failed(let content):
            lines += summaryLines(content.summary, width: width) + [.blank]
            lines += cardLines(
                content.cards, width: width, height: context.height - lines.count, top: lines.count)
            return lines
        }
    }

    public func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if canSearch, search.handle(key, list: &list, ids: { matchingShelf($0).all.map(\.id) }) != nil {
            return .handled
        }
        switch key {
        case .character("r"):
            model.refresh()
            return .handled
        case .enter:
            guard let card = selectedCard(in: matchingShelf(search)) else { return .ignored }
            return .push(FeedCardScreen(card: card, texts: texts, now: now))
        case .mouse(let event):
            // Lay the screen out at this size first: the click lands on the rows as drawn, even
            // before any frame was (a scripted click) or after the terminal was resized.
            _ = render(in: context)
            let shelf = matchingShelf(search)
            let layout = cardList(shelf).layout
            guard let click = list.click(event, listTop: listTop, in: layout, viewport: listViewport) else {
                return .ignored
            }
            guard case .opened(let index) = click, shelf.all.indices.contains(index) else { return .handled }
            return .push(FeedCardScreen(card: shelf.all[index], texts: texts, now: now))
        default:
            let layout = cardList(matchingShelf(search)).layout
            return list.handle(key, in: layout, viewport: listViewport) ? .handled : .ignored
        }
    }

    public func run() async {
        await model.load()
    }

    private func summaryLines(_ section: FeedSection<TransactionsSummary>, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let error = section.error {
            let kind: Banner.Kind = error.kind == .offline ? .offline : .error
            lines += Banner(kind, texts.message(for: error, isSummary: true), action: retryHint).lines(
                width: width)
        }
        guard let summary = section.value else { return lines }
        lines.append(StyledLine([Span(localizer[FeedStrings.totalHeading], style: .accent.bold)]))
        if summary.count == 0 || summary.totals.isEmpty {
            lines.append(StyledLine([Span("   "), Span(localizer[FeedStrings.totalNone], style: .muted)]))
            return lines
        }
        for total in summary.totals {
            lines.append(StyledLine([Span("   "), Span(texts.formatters.money(total), style: .bold)]))
        }
        lines.append(
            StyledLine([
                Span("   "),
                Span(localizer.plural(FeedStrings.totalCount, count: summary.count), style: .muted),
            ]))
        return lines.map { $0.truncated(to: width) }
    }

    /// The cards' banner, the search bar, the list and the selected card's preview; `top` is
    /// the body row these start at.
    private func cardLines(_ section: FeedSection<[FeedCard]>, width: Int, height: Int, top: Int)
        -> [StyledLine]
    {
        var lines: [StyledLine] = []
        if let error = section.error {
            // The same glyph as every other screen's: ⊘ for no connection, ✖ for a failure.
            lines += Banner(
                error.kind == .offline ? .offline : .error, texts.message(for: error, isSummary: false),
                action: retryHint
            ).lines(width: width)
        }
        guard let loaded = section.value else { return lines }
        guard !loaded.isEmpty else {
            return lines + [StyledLine([Span(" "), Span(localizer[FeedStrings.cardsNone], style: .muted)])]
        }
        let shelf = matchingShelf(search)
        lines += ListSearchBar(search, matchCount: shelf.all.count, labels: searchLabels).lines(width: width)
        guard !shelf.all.isEmpty else {
            return lines + EmptyState(searchLabels.noMatches(search.query)).lines(width: width)
        }
        let list = cardList(shelf)
        let listHeight = max(2, height - lines.count - Self.previewRows - 1)
        listViewport = listHeight
        listTop = top + lines.count
        lines += list.lines(width: width, height: listHeight)
        if let card = selectedCard(in: shelf) {
            let preview = TextWrap.wrap(
                TextSanitizer.sanitize(texts.body(of: card)), width: max(1, width - 3),
                maxLines: Self.previewRows)
            lines += [.blank] + preview.map { StyledLine([Span("   "), Span($0, style: .secondary)]) }
        }
        return lines
    }

    /// The highlighted card of `shelf` (item indexes are indexes into its ``FeedShelf/all``).
    private func selectedCard(in shelf: FeedShelf) -> FeedCard? {
        let cards = shelf.all
        let selection = list.resolved(in: cardList(shelf).layout, viewport: listViewport).selection
        return cards.indices.contains(selection) ? cards[selection] : nil
    }

    private var retryHint: KeyHint { KeyHint("r", localizer[FeedStrings.hintRetry]) }
}
