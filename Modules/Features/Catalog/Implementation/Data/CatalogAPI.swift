import Foundation
import Networking

/// The store backend: `GET /products` returns the product list (see ``ProductsResponseDTO``).
enum CatalogAPI {
    /// The service; `--env prod --base-url URL` points it at another server.
    static let service = makeService()

    /// The request for the product list.
    static let products = NetworkRequest(path: "/products")

    private static func makeService() -> ServiceDescriptor {
        do {
            return try ServiceDescriptor(
                id: "catalog", prodBaseURL: URL(string: "https://store.mosaic.example")!)
        } catch {
            // A literal https URL: unreachable unless the literal above is edited into an http one.
            preconditionFailure("CatalogAPI's production URL must be https: \(error)")
        }
    }
}
