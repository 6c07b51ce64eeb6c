/// A product and how many units of it are in the basket.
public struct BasketLine: Sendable, Hashable, Codable {
    /// The product.
    public var product: PricingProduct
    /// How many units; lines of the same product are added together before pricing.
    public var quantity: Int

    /// `quantity` units of `product`.
    public init(product: PricingProduct, quantity: Int) {
        self.product = product
        self.quantity = quantity
    }
}
