import CatalogInterface
import Foundation
import TerminalUI

/// One product: code, name, price and when the catalog was fetched.
@MainActor
final class ProductDetailScreen: Screen {
    private let product: Product
    private let snapshot: CatalogSnapshot
    private let now: Date
    private let texts: CatalogTexts

    init(product: Product, snapshot: CatalogSnapshot, now: Date, texts: CatalogTexts) {
        self.product = product
        self.snapshot = snapshot
        self.now = now
        self.texts = texts
    }

    var title: String { product.name }

    func render(in context: RenderContext) -> [StyledLine] {
        let localizer = texts.localizer
        let rows = [
            DetailRow(localizer[CatalogStrings.detailName], product.name, style: .bold),
            DetailRow(localizer[CatalogStrings.detailCode], product.code),
            DetailRow(
                localizer[CatalogStrings.detailPrice], texts.formatters.money(product.price), style: .bold),
            DetailRow(
                localizer[CatalogStrings.detailUpdated], texts.source(of: snapshot, now: now), style: .muted),
        ]
        return [.blank] + DetailSheet(rows: rows).lines(width: context.width)
    }
}
