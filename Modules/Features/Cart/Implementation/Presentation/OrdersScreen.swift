import AppCore
import CartInterface
import TerminalUI

/// The order history: every paid order with its date, items and total; Enter shows the receipt.
@MainActor
final class OrdersScreen: Screen {
    private let model: OrdersViewModel
    private let texts: StoreTexts
    private var list = ListState()

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

    var keyHints: [KeyHint] {
        chrome.keyHints(whenLoaded: [KeyHint(KeyName.enter, texts.localizer[CartStrings.hintOpen])])
    }

    func render(in context: RenderContext) -> [StyledLine] {
        chrome.render(in: context) { orders, height in
            sectioned(orders).lines(width: context.width, height: height)
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if chrome.handleReload(key) { return .handled }
        guard case .loaded(let orders) = model.state else { return .ignored }
        let list = sectioned(orders)
        if key == .enter {
            let index = self.list.resolved(in: list.layout, viewport: context.height).selection
            guard orders.indices.contains(index) else { return .handled }
            return .push(OrderDetailScreen(receipt: orders[index], texts: texts))
        }
        return self.list.handle(key, in: list.layout, viewport: context.height) ? .handled : .ignored
    }

    func run() async {
        await model.run()
    }

    private func sectioned(_ orders: [OrderReceipt]) -> SectionedList {
        let rows = orders.map { order in
            ListRow(
                "\(order.reference)  \(texts.formatters.date(order.placedAt, style: .dateTime))",
                detail: "\(texts.items(order.unitCount))   \(texts.money(order.total))")
        }
        return SectionedList([ListSection(texts.localizer[CartStrings.ordersTitle], rows: rows)], state: list)
    }
}
