import CartMocks
import CatalogMocks
import Foundation
import HiringMocks
import Networking
import OrdersMocks
import PacksMocks
import PricingMocks
import TransactionsMocks

/// THE registration point of mock-backend: every route it serves.
///
/// Each feature's routes come from its `<Name>Mocks` target (Package.swift gives mock-backend a
/// dependency on every one, and on no feature's implementation); the same routes feed the feature's
/// in-process mock environment, so stage and mock serve the same bodies. A feature is one `import`
/// line above and one line in ``features(simulationClock:)``, both in name order: `Tooling/new-feature`
/// adds them, and git's union merge (.gitattributes) keeps two features added on two branches.
enum RegisteredRoutes {
    /// Networking's built-in routes followed by each feature's routes; simulated data (the
    /// moving orders) follows `simulationClock`.
    static func all(simulationClock: any Clock<Duration>) -> [MockRoute] {
        MockRouteRegistry.builtInRoutes + features(simulationClock: simulationClock).joined()
    }

    /// Each feature's routes, one line per feature in name order.
    static func features(simulationClock: any Clock<Duration>) -> [[MockRoute]] {
        [
            CartMocks.routes,
            CatalogMocks.routes,
            HiringMocks.routes,
            OrdersMocks.routes(origin: Date(), clock: simulationClock),
            PacksMocks.routes,
            PricingMocks.routes,
            TransactionsMocks.routes,
        ]
    }
}
