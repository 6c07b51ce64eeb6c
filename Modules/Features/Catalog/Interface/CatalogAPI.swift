import Networking

/// The store backend: `GET /products` returns the product list (see `ProductsResponseDTO`).
public enum CatalogAPI {
    /// The service; `--env prod --base-url URL` points it at another server.
    public static let service = ServiceDescriptor(id: "catalog", prodURL: "https://store.mosaic.example")

    /// The request for the product list.
    public static let products = NetworkRequest(path: "/products")
}
