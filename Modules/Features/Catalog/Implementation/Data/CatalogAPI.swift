import Networking

/// The store backend: `GET /products` returns the product list (see ``ProductsResponseDTO``).
enum CatalogAPI {
    /// The service; `--env prod --base-url URL` points it at another server.
    static let service = ServiceDescriptor(id: "catalog", prodURL: "https://store.mosaic.example")

    /// The request for the product list.
    static let products = NetworkRequest(path: "/products")
}
