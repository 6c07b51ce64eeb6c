import AppCore
import CartInterface
import Localization
import RemoteContent
import TerminalUI

/// The order history: every paid order with its date, items and total; Enter (or a click on the
/// selected order) shows the receipt; `/` searches as you type on the order's row as shown
/// (reference, date, items, total).
typealias OrderHistoryScreen = SearchableListScreen<OrderHistoryList>

/// The paid orders, newest first, as a ``SearchableListSource``.
struct OrderHistoryList: TextsListSource {
    let texts: StoreTexts

    var localizer: Localizer { texts.localizer }
    var openHint: String { localizer[CartStrings.hintOpen] }
    var words: RemoteContentWords {
        RemoteContentWords(
            loading: localizer[CartStrings.ordersLoading], refreshing: localizer[CartStrings.ordersLoading],
            retry: localizer[CartStrings.hintRetry], refresh: nil, empty: localizer[CartStrings.ordersEmpty],
            emptyHint: localizer[CartStrings.ordersEmptyHint])
    }

    func title(_ content: [OrderReceipt]?) -> String { localizer[CartStrings.ordersTitle] }

    func failure(_ error: OrderHistoryUnreadable) -> (message: String, phase: ScreenPhase) {
        let message = localizer[CartStrings.ordersError]
        return (message, .failed(message))
    }

    func groups(_ orders: [OrderReceipt]) -> [ListGroup<OrderReceipt>] {
        [ListGroup(localizer[CartStrings.ordersTitle], items: orders)]
    }

    /// The order's row as shown: reference and date on the left, items and total on the right.
    private func cells(_ order: OrderReceipt) -> [String] {
        [
            order.reference, texts.formatters.date(order.placedAt, style: .dateTime),
            texts.items(order.unitCount), texts.money(order.total),
        ]
    }

    /// What the row shows, and the reference as people quote it ("#1", "#000001").
    func searchTexts(_ order: OrderReceipt, in content: [OrderReceipt]) -> [String] {
        cells(order).dropFirst() + ListSearch.idTexts(order.reference)
    }

    func rows(_ orders: [OrderReceipt], of group: ListGroup<OrderReceipt>, in content: [OrderReceipt])
        -> [ListRow]
    {
        orders.map { order in
            let cells = cells(order)
            return ListRow("\(cells[0])  \(cells[1])", detail: "\(cells[2])   \(cells[3])")
        }
    }

    func open(_ order: OrderReceipt, in content: [OrderReceipt]) -> (any Screen)? {
        ReceiptScreen(receipt: order, texts: texts)
    }
}
