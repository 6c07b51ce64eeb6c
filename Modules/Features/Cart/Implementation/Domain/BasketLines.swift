import CatalogInterface
import PricingInterface
import SavedCart

extension Product {
    /// The product as pricing sees it (pricing never depends on the catalog's types).
    var pricingProduct: PricingProduct {
        PricingProduct(code: code, name: name, unitPrice: price)
    }
}

extension CartContents {
    /// The cart's lines as pricing's basket, priced from `catalog`; lines of products the catalog
    /// no longer sells are left out.
    func basketLines(from catalog: CatalogSnapshot) -> [BasketLine] {
        lines.compactMap { line in
            catalog.product(code: line.code).map {
                BasketLine(product: $0.pricingProduct, quantity: line.quantity)
            }
        }
    }
}
