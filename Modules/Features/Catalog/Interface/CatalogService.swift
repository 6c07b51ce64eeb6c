/// The store's products. Other features (the cart) resolve it from the container.
public protocol CatalogService: Sendable {
    /// Fetches the products from the backend and saves them for offline use; when the backend
    /// cannot be used, returns the saved products with the reason. Never throws: the outcome,
    /// including "nothing available", is in the result.
    func load() async -> CatalogLoad
}
