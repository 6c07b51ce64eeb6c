import CatalogInterface
import Foundation
import TerminalUI

/// One product: code, name, price and when the catalog was fetched (advancing while it shows);
/// with a cart, `+` adds it (the key the store's list adds with) and a banner says how many the
/// cart then holds, until the next key.
@MainActor
final class ProductDetailScreen: Screen {
    let title: String
    private let product: Product
    private let snapshot: CatalogSnapshot
    private let loaded: Date
    private let texts: CatalogTexts
    private let cart: (any CatalogCart)?
    /// What the last `+` did: the units in the cart, or why none was added.
    private var added: Result<Int, CatalogCartError>?

    /// The product of `snapshot`, loaded at `loaded`; `cart` is where `+` puts it (none: no `+`).
    init(
        product: Product, snapshot: CatalogSnapshot, loaded: Date, texts: CatalogTexts,
        cart: (any CatalogCart)? = nil
    ) {
        self.title = product.name
        self.product = product
        self.snapshot = snapshot
        self.loaded = loaded
        self.texts = texts
        self.cart = cart
    }

    var keyHints: [KeyHint] {
        guard cart != nil else { return [] }
        return [KeyHint("+", texts.localizer[CatalogStrings.hintAddToCart], priority: .primary)]
    }

    func render(in context: RenderContext) -> [StyledLine] {
        let localizer = texts.localizer
        let rows = [
            DetailRow(localizer[CatalogStrings.detailName], product.name, style: .bold),
            DetailRow(localizer[CatalogStrings.detailCode], product.code),
            DetailRow(
                localizer[CatalogStrings.detailPrice], texts.formatters.money(product.price), style: .bold),
            DetailRow(
                localizer[CatalogStrings.detailUpdated],
                texts.source(of: snapshot, now: context.now(orLoaded: loaded)), style: .muted),
        ]
        return [.blank] + DetailSheet(rows: rows).lines(width: context.width)
            + addedLines(width: context.width)
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        guard let cart else { return .ignored }
        guard key == .character("+") else {
            added = nil
            return .ignored
        }
        do throws(CatalogCartError) {
            added = .success(try cart.addOne(product.code))
        } catch {
            added = .failure(error)
        }
        return .handled
    }

    /// The banner about the last `+`, below the details.
    private func addedLines(width: Int) -> [StyledLine] {
        guard let added else { return [] }
        let localizer = texts.localizer
        let banner: Banner =
            switch added {
            case .success(let count):
                Banner(
                    .info,
                    localizer.string(
                        CatalogStrings.cartAdded,
                        ["count": texts.formatters.number(count), "name": product.name]))
            case .failure(.quantityLimit(let maximum)):
                Banner(
                    .error,
                    localizer.string(
                        CatalogStrings.cartLimit,
                        ["code": product.code, "maximum": texts.formatters.number(maximum)]))
            case .failure(.storageFailed):
                Banner(.error, localizer[CatalogStrings.cartNotSaved])
            }
        return [.blank] + banner.lines(width: width)
    }
}
