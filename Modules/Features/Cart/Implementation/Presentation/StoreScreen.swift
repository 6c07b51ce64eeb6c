import CartInterface
import CatalogInterface
import Foundation
import PricingInterface
import TerminalUI

/// The store: products with price and active promotion, +/- to change quantities, the cart with
/// its discounts, savings and total priced live, and checkout. `/` searches the products as you
/// type (code, name, price as shown, promotion tags); a click selects a product.
@MainActor
final class StoreScreen: Screen {
    private let model: StoreViewModel
    private let texts: StoreTexts
    private let makeOrderHistoryScreen: @MainActor () -> any Screen
    private var list = ListState()
    /// The search typed with `/`, narrowing the products.
    private var search = ListSearch()
    private var cartWindow = ListState()
    private var prompt: ConfirmPrompt?

    init(
        model: StoreViewModel, texts: StoreTexts,
        makeOrderHistoryScreen: @escaping @MainActor () -> any Screen
    ) {
        self.model = model
        self.texts = texts
        self.makeOrderHistoryScreen = makeOrderHistoryScreen
    }

    var title: String { texts.localizer[CartStrings.title] }

    var phase: ScreenPhase {
        switch model.state {
        case .loading: .busy
        case .failed(let failure): .failed(texts.failure(failure))
        case .loaded, .empty: model.isRefreshing ? .busy : .settled
        }
    }

    var isSearchable: Bool { true }
    var capturesText: Bool { canSearch && search.isEditing }

    private var searchLabels: ListSearchLabels { ListSearchLabels(texts.localizer) }

    /// Whether there are products to search (and no question is asked).
    private var canSearch: Bool {
        guard prompt == nil, case .loaded = model.state else { return false }
        return true
    }

    var keyHints: [KeyHint] {
        let localizer = texts.localizer
        if canSearch, search.isEditing { return search.keyHints(searchLabels) }
        if prompt != nil {
            let keys = localizer.language.answerKeys
            return [
                KeyHint(String(keys.yes), localizer[CartStrings.confirmYes]),
                KeyHint(String(keys.no), localizer[CartStrings.confirmNo]),
            ]
        }
        switch model.state {
        case .loaded(let content):
            // Offline, `c` says why it cannot pay; the footer says so before it is pressed.
            let checkout = content.isOffline ? CartStrings.hintCheckoutOffline : CartStrings.hintCheckout
            return [
                KeyHint("+", localizer[CartStrings.hintAdd], priority: .primary),
                KeyHint("-", localizer[CartStrings.hintRemove]),
                KeyHint("x", localizer[CartStrings.hintRemoveLine]),
                KeyHint("c", localizer[checkout], priority: .primary),
                KeyHint("o", localizer[CartStrings.hintOrders]),
                KeyHint("r", localizer[CartStrings.hintRefresh]),
                // Last: on a narrow footer it gives way first (the help overlay lists it).
                ListSearch.openHint(searchLabels),
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
            let products = matchingProducts(content, search: search)
            let selected = list.resolved(in: productList(content).layout, viewport: layout.listHeight)
                .selection
            let cart = cartPane.lines(
                width: width, height: layout.room - layout.listHeight - 1,
                selectedCode: products.indices.contains(selected) ? products[selected].code : nil,
                window: &cartWindow)
            let listLines =
                products.isEmpty
                ? Array(
                    EmptyState(searchLabels.noMatches(search.query)).lines(width: width).prefix(
                        layout.listHeight))
                : productList(content).lines(width: width, height: layout.listHeight)
            return layout.top + listLines + [.blank]
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
        if canSearch, case .loaded(let content) = model.state,
            search.handle(key, list: &list, ids: { matchingProducts(content, search: $0).map(\.code) }) != nil
        {
            return .handled
        }
        if key == .character("r") {
            model.requestReload()
            return .handled
        }
        if key == .character("o") {
            return .push(makeOrderHistoryScreen())
        }
        guard case .loaded(let content) = model.state else { return .ignored }
        let products = matchingProducts(content, search: search)
        let layout = productList(content).layout
        let screenLayout = self.layout(content, context: context)
        let viewport = max(1, screenLayout.listHeight)
        let selected = list.resolved(in: layout, viewport: viewport).selection
        let code = products.indices.contains(selected) ? products[selected].code : nil
        switch key {
        case .mouse(let event):
            // Enter does nothing here, so a second click on a product does nothing either.
            let click = list.click(event, listTop: screenLayout.top.count, in: layout, viewport: viewport)
            guard click != nil else { return .ignored }
            model.dismissNotice()
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
                    noLabel: texts.localizer[CartStrings.confirmNo],
                    yesKey: texts.localizer.language.answerKeys.yes,
                    noKey: texts.localizer.language.answerKeys.no)
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
        let cartRows = cartPane.lines(width: context.width).count
        // With no match the list's room shows the empty state (a blank row and the message).
        let productRows =
            matchingProducts(content, search: search).isEmpty ? 2 : productList(content).layout.rowCount
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
        lines += texts.banner(for: content, now: context.now)?.lines(width: context.width) ?? []
        if !content.catalog.issues.isEmpty {
            lines += Banner(
                .info, texts.localizer.plural(CartStrings.bannerSkipped, count: content.catalog.issues.count)
            )
            .lines(width: context.width)
        }
        // `c` while offline answers here (an info banner: one offline banner at most).
        if let notice = model.notice {
            lines += texts.banner(for: notice).lines(width: context.width)
        }
        if case .loaded = model.state {
            let matches = matchingProducts(content, search: search).count
            lines += ListSearchBar(search, matchCount: matches, labels: searchLabels).lines(
                width: context.width)
        }
        return lines
    }

    /// The products `search` lets through, in catalog order.
    private func matchingProducts(_ content: StoreViewModel.Content, search: ListSearch) -> [Product] {
        let products = content.catalog.products
        guard search.isFiltering else { return products }
        return products.filter { product in
            search.matches(
                [product.code, product.name, texts.money(product.price)]
                    + content.rules.ruleSet.activeRules(for: product.code, at: content.now).map(
                        texts.describer.tag(of:)))
        }
    }

    private func productList(_ content: StoreViewModel.Content) -> SectionedList {
        let products = matchingProducts(content, search: search)
        // As wide as every code, so the names stay put while a search narrows the list.
        let codeWidth = content.catalog.products.map(\.code.count).max() ?? 0
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

    private var cartPane: CartPane {
        CartPane(texts: texts, unitCount: model.cart.unitCount, pricing: model.pricing)
    }
}
