import CartInterface
import CatalogInterface
import Foundation
import PricingInterface
import TerminalUI

/// The store: products with price and active promotion, +/- to change quantities, the cart with
/// its discounts, savings and total priced live, and checkout.
@MainActor
final class StoreScreen: Screen {
    private let model: StoreViewModel
    private let texts: StoreTexts
    private let makeOrdersScreen: @MainActor () -> any Screen
    private var list = ListState()
    private var prompt: ConfirmPrompt?

    init(model: StoreViewModel, texts: StoreTexts, makeOrdersScreen: @escaping @MainActor () -> any Screen) {
        self.model = model
        self.texts = texts
        self.makeOrdersScreen = makeOrdersScreen
    }

    var title: String { texts.localizer[CartStrings.title] }

    var phase: ScreenPhase {
        switch model.state {
        case .loading: .busy
        case .failed(let failure): .failed(texts.failure(failure))
        case .loaded, .empty: model.isRefreshing ? .busy : .settled
        }
    }

    var keyHints: [KeyHint] {
        let localizer = texts.localizer
        if prompt != nil {
            return [
                KeyHint("y", localizer[CartStrings.confirmYes]),
                KeyHint("n", localizer[CartStrings.confirmNo]),
            ]
        }
        switch model.state {
        case .loaded:
            return [
                KeyHint("+", localizer[CartStrings.hintAdd]), KeyHint("-", localizer[CartStrings.hintRemove]),
                KeyHint("x", localizer[CartStrings.hintRemoveLine]),
                KeyHint("c", localizer[CartStrings.hintCheckout]),
                KeyHint("o", localizer[CartStrings.hintOrders]),
                KeyHint("r", localizer[CartStrings.hintRefresh]),
            ]
        case .empty:
            return [
                KeyHint("o", localizer[CartStrings.hintOrders]),
                KeyHint("r", localizer[CartStrings.hintRefresh]),
            ]
        case .failed: return [KeyHint("r", localizer[CartStrings.hintRetry])]
        case .loading: return []
        }
    }

    func render(in context: RenderContext) -> [StyledLine] {
        let width = context.width
        switch model.state {
        case .loading:
            return Spinner(tick: context.tick, label: texts.localizer[CartStrings.loading]).lines(
                width: width)
        case .failed(let failure):
            return Banner(
                .error, texts.failure(failure), action: KeyHint("r", texts.localizer[CartStrings.hintRetry])
            )
            .lines(width: width)
        case .empty(let content):
            return header(content, context: context)
                + EmptyState(
                    texts.localizer[CartStrings.catalogEmpty],
                    hint: texts.localizer[CartStrings.catalogEmptyHint]
                )
                .lines(width: width)
        case .loaded(let content):
            let layout = layout(content, context: context)
            let cart = fit(cartLines(width: width), into: layout.room - layout.listHeight - 1)
            return layout.top + productList(content).lines(width: width, height: layout.listHeight) + [.blank]
                + cart
                + Array(repeating: .blank, count: max(0, layout.room - layout.listHeight - 1 - cart.count))
                + layout.bottom
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if var prompt {
            switch prompt.handle(key) {
            case .confirmed:
                self.prompt = nil
                model.confirmCheckout()
                return .push(PaymentScreen(model: model, texts: texts))
            case .cancelled:
                self.prompt = nil
                model.cancelCheckout()
            case nil:
                self.prompt = prompt
            }
            return .handled
        }
        if key == .character("r") {
            model.requestReload()
            return .handled
        }
        if key == .character("o") {
            return .push(makeOrdersScreen())
        }
        guard case .loaded(let content) = model.state else { return .ignored }
        let products = content.catalog.products
        let layout = productList(content).layout
        let viewport = max(1, self.layout(content, context: context).listHeight)
        let selected = list.resolved(in: layout, viewport: viewport).selection
        let code = products.indices.contains(selected) ? products[selected].code : nil
        switch key {
        case .character("+"), .right, .character(" "):
            code.map(model.add)
        case .character("-"), .left:
            code.map(model.removeOne)
        case .character("x"), .delete:
            code.map(model.removeAll)
        case .character("c"):
            model.beginCheckout()
            if case .confirming = model.checkout, case .success(let basket) = model.pricing {
                prompt = ConfirmPrompt(
                    texts.localizer.string(
                        CartStrings.confirmQuestion,
                        ["total": texts.money(basket.total), "items": texts.items(basket.unitCount)]),
                    yesLabel: texts.localizer[CartStrings.confirmYes],
                    noLabel: texts.localizer[CartStrings.confirmNo])
            }
        default:
            model.dismissNotice()
            return list.handle(key, in: layout, viewport: viewport) ? .handled : .ignored
        }
        return .handled
    }

    func run() async {
        await model.run()
    }

    /// Rows above the list, the list's height, the rows below the cart, and the rows for list and cart.
    private func layout(_ content: StoreViewModel.Content, context: RenderContext) -> (
        top: [StyledLine], listHeight: Int, bottom: [StyledLine], room: Int
    ) {
        let top = header(content, context: context)
        let bottom = prompt?.lines(width: context.width) ?? []
        let room = max(0, context.height - top.count - bottom.count)
        let cartRows = cartLines(width: context.width).count
        let productRows = productList(content).layout.rowCount
        // The list gets what the cart leaves, but never fewer than 4 rows (the cart is cut instead).
        let listHeight = max(min(productRows, 4), min(productRows, room - cartRows - 1))
        return (top, listHeight, bottom, room)
    }

    private func header(_ content: StoreViewModel.Content, context: RenderContext) -> [StyledLine] {
        var lines: [StyledLine] = []
        if model.isRefreshing {
            lines += Spinner(tick: context.tick, label: texts.localizer[CartStrings.refreshing]).lines(
                width: context.width)
        }
        lines += texts.banner(for: content)?.lines(width: context.width) ?? []
        if !content.catalog.issues.isEmpty {
            lines += Banner(
                .info, texts.localizer.plural(CartStrings.bannerSkipped, count: content.catalog.issues.count)
            )
            .lines(width: context.width)
        }
        if let notice = model.notice {
            lines += texts.banner(for: notice).lines(width: context.width)
        }
        return lines
    }

    private func productList(_ content: StoreViewModel.Content) -> SectionedList {
        let products = content.catalog.products
        let codeWidth = products.map(\.code.count).max() ?? 0
        let rows = products.map { product in
            let tags = content.rules.ruleSet.activeRules(for: product.code, at: content.now).map(
                texts.describer.tag(of:)
            )
            .filter { !$0.isEmpty }
            let quantity = model.cart.quantity(of: product.code)
            let detail = [
                tags.joined(separator: ", "), texts.money(product.price),
                quantity > 0 ? "× \(quantity)" : "   ",
            ]
            .filter { !$0.isEmpty }.joined(separator: "   ")
            let code = product.code.padding(toLength: codeWidth + 2, withPad: " ", startingAt: 0)
            return ListRow(code + product.name, detail: detail, style: quantity > 0 ? .bold : .plain)
        }
        return SectionedList(
            [ListSection(texts.localizer[CartStrings.sectionProducts], rows: rows)], state: list)
    }

    private func cartLines(width: Int) -> [StyledLine] {
        let header = StyledLine([
            Span(texts.localizer[CartStrings.sectionCart], style: .accent.bold), Span("  "),
            Span(texts.items(model.cart.unitCount), style: .muted),
        ])
        switch model.pricing {
        case .failure(let error):
            return [header, StyledLine("   " + texts.pricingFailure(error), style: .danger)]
        case .success(let basket) where !basket.lines.isEmpty:
            let receipt = ReceiptBuilder(describer: texts.describer).receipt(
                for: basket, paidAt: basket.pricedAt, paymentReference: "")
            let lines = ReceiptLines(texts: texts)
            return [header] + lines.items(receipt.lines, width: width)
                + lines.totals(
                    subtotal: basket.subtotal, savings: basket.savings, total: basket.total, width: width)
        default:
            return [header, StyledLine("   " + texts.localizer[CartStrings.cartEmpty], style: .muted)]
        }
    }

    /// The cart block cut to `height` rows, keeping the header and the totals.
    private func fit(_ lines: [StyledLine], into height: Int) -> [StyledLine] {
        guard lines.count > height, height > 0 else { return lines }
        let totals = model.pricing.flatMap { try? $0.get() }.map { $0.savings.amount != 0 ? 3 : 2 } ?? 0
        let keep = max(0, height - 2 - totals)
        let hidden = lines.count - 1 - totals - keep
        let more = StyledLine(
            "   " + texts.localizer.plural(CartStrings.moreLines, count: hidden), style: .muted)
        return [lines[0]] + lines.dropFirst().prefix(keep) + [more] + lines.suffix(totals)
    }
}
