import AppCore
import Foundation
import Networking
import OrdersInterface
import TerminalUI

/// The order list: a filter (All, Pending, In transit, Delivered; `f` cycles) named in the title
/// with its count, the orders with their status, and Enter to open one by id.
@MainActor
final class OrdersListScreen: Screen {
    private let model: OrdersListViewModel
    private let texts: OrdersTexts
    private let openOrder: @MainActor (String) -> any Screen
    private(set) var filter: OrderFilter
    private var list = ListState()

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

    var keyHints: [KeyHint] {
        chrome.keyHints(whenLoaded: [
            KeyHint(KeyName.enter, texts.localizer[OrdersStrings.hintOpen]),
            KeyHint("f", texts.localizer[OrdersStrings.hintFilter]),
        ])
    }

    func render(in context: RenderContext) -> [StyledLine] {
        chrome.render(in: context, header: header) { content, height in
            let orders = filter.apply(to: content.snapshot.orders)
            guard !orders.isEmpty else {
                return [.blank, StyledLine(" " + texts.localizer[OrdersStrings.filterNone], style: .muted)]
            }
            return sectioned(orders).lines(width: context.width, height: height)
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if chrome.handleReload(key) { return .handled }
        guard case .loaded(let content) = model.state else { return .ignored }
        if key == .character("f") {
            filter = filter.next
            list = ListState()
            return .handled
        }
        let orders = filter.apply(to: content.snapshot.orders)
        let viewport = max(1, context.height - chrome.top(content, in: context, header: header).count)
        let sectioned = sectioned(orders)
        if key == .enter {
            let index = list.resolved(in: sectioned.layout, viewport: viewport).selection
            guard orders.indices.contains(index) else { return .handled }
            return .push(openOrder(orders[index].id))
        }
        return list.handle(key, in: sectioned.layout, viewport: viewport) ? .handled : .ignored
    }

    func run() async {
        await model.run()
    }

    /// Whether the orders are fresh (and from when), or why not; then the note on skipped orders.
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
        return lines
    }

    private func sectioned(_ orders: [Order]) -> SectionedList {
        let idWidth = orders.map(\.id.count).max() ?? 0
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
