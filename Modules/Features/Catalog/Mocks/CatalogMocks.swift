import CatalogInterface
import Networking

/// What the store backend answers in the mock environment and on mock-backend: `GET /products`
/// with the bundled `products.json`.
public enum CatalogMocks {
    /// The store backend answers in 0.3 to 0.9 s; it does not fail by itself (use --failure-rate).
    static let behavior = MockBehavior.declared(latency: .milliseconds(300) ... .milliseconds(900))

    /// `GET /products`.
    public static var routes: [MockRoute] {
        [.resource(path: CatalogAPI.products.path, bundle: .module, name: "products", behavior: behavior)]
    }
}
