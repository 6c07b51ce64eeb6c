import Networking

/// The promotions backend: `GET /pricing/rules` returns the rule set (see `RuleSetDTO`).
public enum PricingAPI {
    /// The service; `--env prod --base-url URL` points it elsewhere.
    public static let service = ServiceDescriptor(id: "pricing", prodURL: "https://store.mosaic.example")

    /// The request for the current rule set.
    public static let rules = NetworkRequest(path: "/pricing/rules")
}
