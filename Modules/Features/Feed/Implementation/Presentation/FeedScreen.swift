import FeedInterface
import Formatting
import Foundation
import Localization
import TerminalUI
import TransactionsInterface

/// The feed: the total of all transactions, then the content cards with a preview of the
/// selected one: current ones under "For you", ended ones apart under "Expired" (``FeedShelf``).
/// r reloads (a failed part keeps what it showed before); Enter opens a card.
@MainActor
public final class FeedScreen: Screen {
    private let model: FeedViewModel
    private let texts: FeedTexts
    /// The current date, from the app's clock: which offers have ended.
    private let now: @Sendable () -> Date
    private var list = ListState()
    /// The card list's height in the last frame, so keys page and scroll as drawn.
    private var listViewport = 1
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

    public var keyHints: [KeyHint] {
        var hints = [KeyHint(KeyName.upDown, localizer[FeedStrings.hintMove])]
        if !cards.isEmpty { hints.append(KeyHint(KeyName.enter, localizer[FeedStrings.hintOpen])) }
        hints.append(KeyHint("r", localizer[FeedStrings.hintRefresh]))
        return hints
    }

    /// The cards showing (loaded, or the last good ones) in list order: current, then expired.
    private var cards: [FeedCard] {
        switch model.state {
        case .loaded(let content), .failed(let content): FeedShelf(content.cards.value ?? [], at: now()).all
        case .loading, .empty: []
        }
    }

    /// "For you" and "Expired", each only when it has cards; item indexes follow ``FeedShelf/all``.
    private func cardList(_ cards: [FeedCard]) -> SectionedList {
        let now = now()
        let shelf = FeedShelf(cards, at: now)
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
            lines += cardLines(content.cards, width: width, height: context.height - lines.count)
            return lines
        }
    }

    public func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        switch key {
        case .character("r"):
            model.refresh()
            return .handled
        case .enter:
            guard let card = selectedCard(in: cards) else { return .ignored }
            return .push(FeedCardScreen(card: card, texts: texts, now: now))
        default:
            return list.handle(key, in: cardList(cards).layout, viewport: listViewport) ? .handled : .ignored
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

    private func cardLines(_ section: FeedSection<[FeedCard]>, width: Int, height: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let error = section.error {
            lines += Banner(.error, texts.message(for: error, isSummary: false), action: retryHint).lines(
                width: width)
        }
        guard let loaded = section.value else { return lines }
        let cards = FeedShelf(loaded, at: now()).all
        guard !cards.isEmpty else {
            return lines + [StyledLine([Span(" "), Span(localizer[FeedStrings.cardsNone], style: .muted)])]
        }
        let list = cardList(cards)
        let listHeight = max(2, height - lines.count - Self.previewRows - 1)
        listViewport = listHeight
        lines += list.lines(width: width, height: listHeight)
        if let card = selectedCard(in: cards) {
            let preview = TextWrap.wrap(
                TextSanitizer.sanitize(texts.body(of: card)), width: max(1, width - 3),
                maxLines: Self.previewRows)
            lines += [.blank] + preview.map { StyledLine([Span("   "), Span($0, style: .secondary)]) }
        }
        return lines
    }

    /// The highlighted card (`cards` is in list order, so item indexes are card indexes).
    private func selectedCard(in cards: [FeedCard]) -> FeedCard? {
        let selection = list.resolved(in: cardList(cards).layout, viewport: listViewport).selection
        return cards.indices.contains(selection) ? cards[selection] : nil
    }

    private var retryHint: KeyHint { KeyHint("r", localizer[FeedStrings.hintRetry]) }
}
