import Foundation
import Networking
import PricingInterface

/// What the promotions backend answers in the mock environment and on mock-backend: `GET
/// /pricing/rules` with the bundled `pricing-rules.json`, which is also the rule set the app
/// falls back to when it has neither the backend nor a saved copy.
public enum PricingMocks {
    /// The promotions backend answers in 0.2 to 0.6 s and never fails by itself.
    static let behavior = MockBehavior.declared(latency: .milliseconds(200) ... .milliseconds(600))

    /// The bundled rule set's resource name.
    public static let rulesResource = "pricing-rules"

    /// The bundled rule set (`Resources/pricing-rules.json`); nil if the bundle lacks it.
    public static var bundledRules: URL? {
        Bundle.module.url(forResource: rulesResource, withExtension: "json")
    }

    /// `GET /pricing/rules`.
    public static var routes: [MockRoute] {
        [.resource(path: PricingAPI.rules.path, bundle: .module, name: rulesResource, behavior: behavior)]
    }
}
