import Foundation
import Networking

/// Wobitech's delivery backend: `GET /api/v1/orders` (the list, `OrdersPageDTO`) and
/// `GET /api/v1/orders/{id}` (one order, `OrderDTO`). The contract is documented in Docs/Apps.md.
public enum OrdersAPI {
    /// The service; `--env prod --base-url URL` points it at another server.
    public static let service = ServiceDescriptor(id: "orders", prodURL: "https://api.wobitech.example")

    /// The list's path.
    public static let listPath = "/api/v1/orders"

    /// The request for the list.
    public static let list = NetworkRequest(path: listPath)

    /// The request for one order's details; the id is percent-encoded as a path segment.
    public static func detail(id: String) -> NetworkRequest {
        let segment =
            id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? id
        return NetworkRequest(path: "\(listPath)/\(segment)")
    }
}
