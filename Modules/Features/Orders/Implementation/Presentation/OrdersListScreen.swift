import AppCore
import Foundation
import Networking
import OrdersInterface
import TerminalUI

/// The order list: a filter (All, Pending, In transit, Delivered; `f` cycles) named in the title
/// with its count, the orders with their status, and Enter (or a click on the selected order) to
/// open one by id. `/` searches the filtered orders as you type: id, what is delivered, sender,
/// recipient and address, and status as shown.
@MainActor
final class OrdersListScreen: Screen {
    private let model: OrdersListViewModel
    private let texts: OrdersTexts
    private let openOrder: @MainActor (String) -> any Screen
    private(set) var filter: OrderFilter
    private var list = ListState()
    /// The search typed with `/`, narrowing the filtered orders.
    private var search = ListSearch()

    /// A list over `model` starting at `filter`; `openOrder` makes the details screen of an id.
    init(
        model: OrdersListViewModel, texts: OrdersTexts, filter: OrderFilter = .all,
        openOrder: @escaping @MainActor (String) -> any Screen
    ) {
        self.model = model
        self.texts = texts
        self.filter = filter
        self.openOrder = openOrder
    }

    var title: String {
        texts.title(filter: filter, count: model.content.map { filter.apply(to: $0.snapshot.orders).count })
    }

    private var chrome: RemoteContentChrome<OrdersContent, NetworkError> {
        let localizer = texts.localizer
        return RemoteContentChrome(
            model: model,
            words: RemoteContentWords(
                loading: localizer[OrdersStrings.loading], refreshing: localizer[OrdersStrings.refreshing],
                retry: localizer[OrdersStrings.hintRetry], refresh: localizer[OrdersStrings.hintRefresh],
                empty: localizer[OrdersStrings.empty], emptyHint: localizer[OrdersStrings.emptyHint]),
            failure: { [texts] error in
                let message = texts.failure(error)
                return (message, .failure(error, message: message))
            })
    }

    var phase: ScreenPhase { chrome.phase }
    var lastSync: Date? { chrome.lastSync }

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
            KeyHint(KeyName.enter, texts.localizer[OrdersStrings.hintOpen]),
            KeyHint("f", texts.localizer[OrdersStrings.hintFilter]), ListSearch.openHint(searchLabels),
        ])
    }

    func render(in context: RenderContext) -> [StyledLine] {
        chrome.render(in: context, header: header) { content, height in
            guard !filter.apply(to: content.snapshot.orders).isEmpty else {
                return [.blank, StyledLine(" " + texts.localizer[OrdersStrings.filterNone], style: .muted)]
            }
            let orders = matching(content, search: search)
            guard !orders.isEmpty else {
                return EmptyState(searchLabels.noMatches(search.query)).lines(width: context.width)
            }
            return sectioned(orders, content: content).lines(width: context.width, height: height)
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if !capturesText, chrome.handleReload(key) { return .handled }
        guard case .loaded(let content) = model.state else { return .ignored }
        let change = search.handle(key, list: &list) { search in matching(content, search: search).map(\.id) }
        if change != nil { return .handled }
        if key == .character("f") {
            filter = filter.next
            list = ListState()
            return .handled
        }
        let orders = matching(content, search: search)
        let top = chrome.top(content, in: context, header: header).count
        let viewport = max(1, context.height - top)
        let layout = sectioned(orders, content: content).layout
        let index: Int
        switch list.handleOpening(key, listTop: top, in: layout, viewport: viewport) {
        case .open(let opened): index = opened
        case .handled: return .handled
        case .ignored: return .ignored
        }
        guard orders.indices.contains(index) else { return .handled }
        return .push(openOrder(orders[index].id))
    }

    /// Back from an order's details, which may have seen it move on: refresh the list (kept on
    /// screen meanwhile).
    func didReturn() {
        guard case .loaded = model.state else { return }
        model.requestReload()
    }

    func run() async {
        await model.run()
    }

    /// Whether the orders are fresh (and from when), or why not; then the note on skipped orders
    /// and the search bar.
    private func header(_ content: OrdersContent, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let banner = texts.banner(for: content.failure, snapshot: content.snapshot, now: content.now) {
            lines += banner.lines(width: width)
        } else {
            lines.append(
                StyledLine(" " + texts.source(of: content.snapshot, now: content.now), style: .muted))
        }
        if let skipped = texts.skipped(content.snapshot.skipped) {
            lines += Banner(.info, skipped).lines(width: width)
        }
        guard case .loaded = model.state, !filter.apply(to: content.snapshot.orders).isEmpty else {
            return lines
        }
        let matches = matching(content, search: search).count
        return lines + ListSearchBar(search, matchCount: matches, labels: searchLabels).lines(width: width)
    }

    /// The orders the filter and `search` let through, in list order.
    private func matching(_ content: OrdersContent, search: ListSearch) -> [Order] {
        let orders = filter.apply(to: content.snapshot.orders)
        guard search.isFiltering else { return orders }
        return orders.filter { order in
            search.matches([
                order.id, order.name, order.sender.name, order.recipient.name, order.recipient.address,
                texts.status(order.status),
            ])
        }
    }

    private func sectioned(_ orders: [Order], content: OrdersContent) -> SectionedList {
        // As wide as every id of the filter, so the names stay put while a search narrows the list.
        let idWidth = filter.apply(to: content.snapshot.orders).map(\.id.count).max() ?? 0
        let rows = orders.map { order in
            let id = order.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
            let to = texts.localizer.string(OrdersStrings.rowTo, ["name": order.recipient.name])
            return ListRow(
                "\(id)\(order.name) — \(to)", detail: texts.status(order.status),
                detailStyle: texts.style(order.status))
        }
        return SectionedList([ListSection(nil, rows: rows)], state: list)
    }
}
