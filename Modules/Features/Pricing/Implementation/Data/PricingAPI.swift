import Foundation
import Networking

/// The promotions backend: `GET /pricing/rules` returns the rule set (see ``RuleSetDTO``).
enum PricingAPI {
    /// The service; `--env prod --base-url URL` points it elsewhere.
    static let service = makeService()

    /// The request for the current rule set.
    static let rules = NetworkRequest(path: "/pricing/rules")

    private static func makeService() -> ServiceDescriptor {
        do {
            return try ServiceDescriptor(
                id: "pricing", prodBaseURL: URL(string: "https://store.mosaic.example")!)
        } catch {
            // A literal https URL: unreachable unless the literal above is edited into an http one.
            preconditionFailure("PricingAPI's production URL must be https: \(error)")
        }
    }
}
