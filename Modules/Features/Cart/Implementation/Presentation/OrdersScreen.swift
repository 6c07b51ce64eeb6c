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

    var phase: ScreenPhase {
        switch model.state {
        case .loading: .busy
        case .failed(let reason): .failed(texts.localizer.string(CartStrings.ordersError, ["reason": reason]))
        case .loaded, .empty: .settled
        }
    }

    var keyHints: [KeyHint] {
        if case .loaded = model.state {
            return [KeyHint(KeyName.enter, texts.localizer[CartStrings.hintOpen])]
        }
        return []
    }

    func render(in context: RenderContext) -> [StyledLine] {
        let localizer = texts.localizer
        switch model.state {
        case .loading:
            return Spinner(tick: context.tick, label: localizer[CartStrings.ordersLoading]).lines(
                width: context.width)
        case .failed(let reason):
            return Banner(.error, localizer.string(CartStrings.ordersError, ["reason": reason])).lines(
                width: context.width)
        case .empty:
            return EmptyState(
                localizer[CartStrings.ordersEmpty], hint: localizer[CartStrings.ordersEmptyHint]
            )
            .lines(width: context.width)
        case .loaded(let orders):
            return sectioned(orders).lines(width: context.width, height: context.height)
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
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
        await model.load()
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
