import AppCore
import Foundation
import Localization
import Networking
import OrdersInterface
import RemoteContent
import TerminalUI

/// The order list: a filter (All, Pending, In transit, Delivered; `f` opens the shared filter
/// picker, each with its count) named in the title with its count, the orders with their status,
/// and Enter (or a click on the selected order) to open one by id. `/` searches the filtered
/// orders as you type: id, what is delivered, sender, recipient and address, and status as shown;
/// the title then counts the matches too ("Orders · All (1 of 7)").
typealias OrdersListScreen = SearchableListScreen<OrdersList>

extension SearchableListScreen where Source == OrdersList {
    /// A list over `model` starting at `filter`; `openOrder` makes the details screen of an id.
    convenience init(
        model: OrdersListViewModel, texts: OrdersTexts, filter: OrderFilter = .all,
        openOrder: @escaping @MainActor (String) -> any Screen
    ) {
        self.init(model: model, source: OrdersList(texts: texts, filter: filter, openOrder: openOrder))
    }

    /// The filter shown.
    var filter: OrderFilter { source.filter }
}

extension OrdersStrings: ListScreenStrings {}

/// The orders as a ``SearchableListSource``: one group, the orders the filter lets through.
@MainActor
final class OrdersList: StandardListSource {
    typealias Strings = OrdersStrings

    let texts: OrdersTexts
    private(set) var filter: OrderFilter
    private let openOrder: @MainActor (String) -> any Screen

    init(texts: OrdersTexts, filter: OrderFilter, openOrder: @escaping @MainActor (String) -> any Screen) {
        self.texts = texts
        self.filter = filter
        self.openOrder = openOrder
    }

    var localizer: Localizer { texts.localizer }
    /// Back from an order's details, which may have seen it move on: refresh (kept on screen).
    var reloadsOnReturn: Bool { true }

    func title(_ content: OrdersContent?) -> String {
        title(content, matches: nil)
    }

    func title(_ content: OrdersContent?, matches: Int?) -> String {
        texts.title(
            filter: filter, count: content.map { filter.apply(to: $0.snapshot.items).count }, matches: matches
        )
    }

    func failure(_ error: NetworkError) -> (message: String, phase: ScreenPhase) {
        texts.screenFailure(error)
    }

    /// Every filter with how many orders of `content` it lets through.
    func filterMenu(_ content: OrdersContent) -> FilterMenu? {
        let orders = content.snapshot.items
        return FilterMenu(
            title: localizer[OrdersStrings.filterTitle],
            choices: OrderFilter.allCases.map {
                FilterChoice(texts.filter($0), count: $0.apply(to: orders).count)
            },
            current: OrderFilter.allCases.firstIndex(of: filter), formatters: texts.formatters)
    }

    func selectFilter(_ index: Int) {
        guard OrderFilter.allCases.indices.contains(index) else { return }
        filter = OrderFilter.allCases[index]
    }

    /// Whether the orders are fresh (and from when), or why not; then the note on skipped orders.
    func header(_ content: OrdersContent, in context: RenderContext) -> [StyledLine] {
        texts.freshnessAndSkipped(content, width: context.width, now: context.now)
    }

    func groups(_ content: OrdersContent) -> [ListGroup<Order>] {
        [ListGroup(nil, items: filter.apply(to: content.snapshot.items))]
    }

    func nothingToList(_ content: OrdersContent, width: Int) -> [StyledLine]? {
        [.blank, StyledLine(" " + localizer[OrdersStrings.filterNone], style: .muted)]
    }

    func searchTexts(_ order: Order, in content: OrdersContent) -> [String] {
        [
            order.name, order.sender.name, order.recipient.name, order.recipient.address,
            texts.status(order.status),
        ] + ListSearch.idTexts(order.id)
    }

    func rows(_ orders: [Order], of group: ListGroup<Order>, in content: OrdersContent) -> [ListRow] {
        // As wide as every id of the filter, so the names stay put while a search narrows the list.
        let idWidth = filter.apply(to: content.snapshot.items).map(\.id.count).max() ?? 0
        return orders.map { order in
            let id = order.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
            let to = localizer.string(OrdersStrings.rowTo, ["name": order.recipient.name])
            return ListRow(
                "\(id)\(order.name) — \(to)", detail: texts.status(order.status),
                detailStyle: texts.style(order.status))
        }
    }

    func open(_ order: Order, in content: OrdersContent) -> (any Screen)? { openOrder(order.id) }
}
