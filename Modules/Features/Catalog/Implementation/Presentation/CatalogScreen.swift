import AppCore
import CatalogInterface
import Foundation
import Localization
import Networking
import RemoteContent
import TerminalUI

/// The catalog tab: every product with its price, and the entries the backend sent that were
/// left out. `/` searches as you type: products on their code, name and price as shown, left-out
/// entries on their note; a click selects, a click on the selected product opens it; in the
/// store, `+` in a product's details adds it to the cart.
typealias CatalogScreen = SearchableListScreen<CatalogList>

extension CatalogStrings: ListScreenStrings {}

/// The catalog as a ``SearchableListSource``: products, then the entries left out.
struct CatalogList: StandardListSource, TextsListSource {
    typealias Strings = CatalogStrings

    enum Item {
        case product(Product)
        case issue(CatalogIssue)
    }

    let texts: CatalogTexts
    /// Where a product's details put it with `+`; nil where no cart is (the catalog alone).
    let cart: (any CatalogCart)?

    init(texts: CatalogTexts) {
        self.init(texts: texts, cart: nil)
    }

    /// The catalog in `texts`' words, its details adding to `cart`.
    init(texts: CatalogTexts, cart: (any CatalogCart)?) {
        self.texts = texts
        self.cart = cart
    }

    var localizer: Localizer { texts.localizer }

    func title(_ content: CatalogContent?) -> String { localizer[CatalogStrings.title] }

    func failure(_ error: NetworkError) -> (message: String, phase: ScreenPhase) {
        texts.screenFailure(error)
    }

    /// Whether the products are fresh (and from when), or why not; then the skipped entries' note.
    func header(_ content: CatalogContent, in context: RenderContext) -> [StyledLine] {
        texts.freshness(content, width: context.width, now: context.now)
            + (texts.skippedBanner(content.snapshot.issues)?.lines(width: context.width) ?? [])
    }

    func groups(_ content: CatalogContent) -> [ListGroup<Item>] {
        let issues = content.snapshot.issues
        return [
            ListGroup(
                localizer[CatalogStrings.sectionProducts], items: content.snapshot.products.map(Item.product))
        ]
            + (issues.isEmpty
                ? [] : [ListGroup(localizer[CatalogStrings.sectionSkipped], items: issues.map(Item.issue))])
    }

    func searchTexts(_ item: Item, in content: CatalogContent) -> [String] {
        switch item {
        case .product(let product): [product.code, product.name, texts.formatters.money(product.price)]
        case .issue(let issue): [texts.issue(issue)]
        }
    }

    func rows(_ items: [Item], of group: ListGroup<Item>, in content: CatalogContent) -> [ListRow] {
        // As wide as every code, so the names stay put while a search narrows the list.
        let codeWidth = content.snapshot.products.map(\.code.count).max() ?? 0
        return items.map { item in
            switch item {
            case .product(let product):
                let code = product.code.padding(toLength: codeWidth + 2, withPad: " ", startingAt: 0)
                return ListRow(code + product.name, detail: texts.formatters.money(product.price))
            case .issue(let issue):
                return ListRow(texts.issue(issue), style: .warning)
            }
        }
    }

    func open(_ item: Item, in content: CatalogContent) -> (any Screen)? {
        guard case .product(let product) = item else { return nil }
        return ProductDetailScreen(
            product: product, snapshot: content.snapshot, loaded: content.now, texts: texts, cart: cart)
    }

    /// The left-out entries under "no products" (not a list: there is nothing to select).
    func belowEmptyState(_ content: CatalogContent, width: Int) -> [StyledLine] {
        let issues = content.snapshot.issues
        guard !issues.isEmpty else { return [] }
        return [.blank, StyledLine(localizer[CatalogStrings.sectionSkipped], style: .accent.bold)]
            + issues.map {
                StyledLine("   " + texts.issue($0), style: .warning).truncated(
                    to: width)
            }
    }
}
