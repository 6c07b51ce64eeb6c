import Cart
import Catalog
import Hiring
import Networking
import Orders
import Packs
import Pricing
import Transactions

/// THE registration point of mock-backend: every route it serves, in order.
///
/// A feature adds its fixtures by appending its `MockRoute` list here (one line each); the same
/// list feeds the in-process mock environment, so stage and mock always serve the same bodies.
enum RegisteredRoutes {
    /// Networking's built-in routes followed by each feature's routes; simulated data (the
    /// moving orders) follows `simulationClock`.
    static func all(simulationClock: any Clock<Duration>) -> [MockRoute] {
        MockRouteRegistry.builtInRoutes
            + PacksPlugin.mockRoutes
            + TransactionsPlugin().mockRoutes
            + CatalogPlugin.routes + PricingPlugin.routes + CartPlugin.routes
            + HiringPlugin.routes
            + OrdersPlugin.routes(clock: simulationClock)
    }
}
