import CatalogInterface
import Foundation
import TerminalUI

/// One product: code, name, price and when the catalog was fetched (advancing while it shows).
final class ProductDetailScreen: SheetScreen {
    /// The product of `snapshot`, loaded at `loaded`.
    init(product: Product, snapshot: CatalogSnapshot, loaded: Date, texts: CatalogTexts) {
        let localizer = texts.localizer
        let rows = [
            DetailRow(localizer[CatalogStrings.detailName], product.name, style: .bold),
            DetailRow(localizer[CatalogStrings.detailCode], product.code),
            DetailRow(
                localizer[CatalogStrings.detailPrice], texts.formatters.money(product.price), style: .bold),
        ]
        super.init(
            title: product.name,
            layout: { context in
                let updated = DetailRow(
                    localizer[CatalogStrings.detailUpdated],
                    texts.source(of: snapshot, now: context.now(orLoaded: loaded)), style: .muted)
                return DetailSheet(rows: rows + [updated]).lines(width: context.width)
            })
    }
}
