import CatalogInterface
import Foundation
import TerminalUI

/// One product: code, name, price and when the catalog was fetched.
final class ProductDetailScreen: SheetScreen {
    init(product: Product, snapshot: CatalogSnapshot, now: Date, texts: CatalogTexts) {
        let localizer = texts.localizer
        let rows = [
            DetailRow(localizer[CatalogStrings.detailName], product.name, style: .bold),
            DetailRow(localizer[CatalogStrings.detailCode], product.code),
            DetailRow(
                localizer[CatalogStrings.detailPrice], texts.formatters.money(product.price), style: .bold),
            DetailRow(
                localizer[CatalogStrings.detailUpdated], texts.source(of: snapshot, now: now), style: .muted),
        ]
        super.init(title: product.name, sheet: DetailSheet(rows: rows))
    }
}
