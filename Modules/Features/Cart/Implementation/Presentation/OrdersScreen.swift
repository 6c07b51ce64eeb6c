import AppCore
import CartInterface
import TerminalUI

/// The order history: every paid order with its date, items and total; Enter (or a click on the
/// selected order) shows the receipt; `/` searches as you type on the order's row as shown
/// (reference, date, items, total).
@MainActor
final class OrdersScreen: Screen {
    private let model: OrdersViewModel
    private let texts: StoreTexts
    private var list = ListState()
    /// The search typed with `/`, narrowing the orders.
    private var search = ListSearch()

    init(model: OrdersViewModel, texts: StoreTexts) {
        self.model = model
        self.texts = texts
    }

    var title: String { texts.localizer[CartStrings.ordersTitle] }

    private var chrome: RemoteContentChrome<[OrderReceipt], OrderHistoryUnreadable> {
        let localizer = texts.localizer
        return RemoteContentChrome(
            model: model,
            words: RemoteContentWords(
                loading: localizer[CartStrings.ordersLoading],
                refreshing: localizer[CartStrings.ordersLoading],
                retry: localizer[CartStrings.hintRetry], refresh: nil,
                empty: localizer[CartStrings.ordersEmpty],
                emptyHint: localizer[CartStrings.ordersEmptyHint]),
            failure: { _ in
                let message = localizer[CartStrings.ordersError]
                return (message, .failed(message))
            })
    }

    var phase: ScreenPhase { chrome.phase }

    var isSearchable: Bool { true }
    var capturesText: Bool { canSearch && search.isEditing }

    private var searchLabels: ListSearchLabels { ListSearchLabels(texts.localizer) }

    /// Whether there are orders to search.
    private var canSearch: Bool {
        guard case .loaded = model.state else { return false }
        return true
    }

    var keyHints: [KeyHint] {
        if canSearch, search.isEditing { return search.keyHints(searchLabels) }
        return chrome.keyHints(whenLoaded: [
            KeyHint(KeyName.enter, texts.localizer[CartStrings.hintOpen]), ListSearch.openHint(searchLabels),
        ])
    }

    func render(in context: RenderContext) -> [StyledLine] {
        chrome.render(in: context, header: header) { orders, height in
            let shown = matching(orders, search: search)
            guard !shown.isEmpty else {
                return EmptyState(searchLabels.noMatches(search.query)).lines(width: context.width)
            }
            return sectioned(shown).lines(width: context.width, height: height)
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if !capturesText, chrome.handleReload(key) { return .handled }
        guard case .loaded(let orders) = model.state else { return .ignored }
        let change = search.handle(key, list: &list) { search in
            matching(orders, search: search).map(\.reference)
        }
        if change != nil { return .handled }
        let shown = matching(orders, search: search)
        let layout = sectioned(shown).layout
        let top = header(orders, width: context.width).count
        let viewport = max(1, context.height - top)
        let index: Int
        switch list.handleOpening(key, listTop: top, in: layout, viewport: viewport) {
        case .open(let opened): index = opened
        case .handled: return .handled
        case .ignored: return .ignored
        }
        guard shown.indices.contains(index) else { return .handled }
        return .push(OrderDetailScreen(receipt: shown[index], texts: texts))
    }

    func run() async {
        await model.run()
    }

    /// The search bar, while searching.
    private func header(_ orders: [OrderReceipt], width: Int) -> [StyledLine] {
        guard case .loaded = model.state else { return [] }
        let matches = matching(orders, search: search).count
        return ListSearchBar(search, matchCount: matches, labels: searchLabels).lines(width: width)
    }

    /// The orders `search` lets through, newest first.
    private func matching(_ orders: [OrderReceipt], search: ListSearch) -> [OrderReceipt] {
        guard search.isFiltering else { return orders }
        return orders.filter { search.matches(rowTexts(of: $0)) }
    }

    /// The order's row as shown: reference and date on the left, items and total on the right.
    private func rowTexts(of order: OrderReceipt) -> [String] {
        [
            order.reference, texts.formatters.date(order.placedAt, style: .dateTime),
            texts.items(order.unitCount),
            texts.money(order.total),
        ]
    }

    private func sectioned(_ orders: [OrderReceipt]) -> SectionedList {
        let rows = orders.map { order in
            let parts = rowTexts(of: order)
            return ListRow("\(parts[0])  \(parts[1])", detail: "\(parts[2])   \(parts[3])")
        }
        return SectionedList([ListSection(texts.localizer[CartStrings.ordersTitle], rows: rows)], state: list)
    }
}
