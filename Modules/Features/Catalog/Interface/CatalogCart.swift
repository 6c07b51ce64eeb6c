/// Where a product's details can put the product: the store's cart. The Cart feature provides it;
/// where no cart is (the catalog alone, `catalog-demo`), the details offer no "add to cart".
public protocol CatalogCart: Sendable {
    /// Adds one unit of the product `code` to the cart, saved at once.
    /// - Returns: the units of `code` the cart holds now.
    func addOne(_ code: String) throws(CatalogCartError) -> Int
}

/// Why a product could not be added to the cart; the cart is unchanged.
public enum CatalogCartError: Error, Sendable, Hashable {
    /// The cart already holds `maximum` units of the product, the most one line may hold.
    case quantityLimit(maximum: Int)
    /// The cart could not be read or saved on this device (the detail is logged).
    case storageFailed
}
