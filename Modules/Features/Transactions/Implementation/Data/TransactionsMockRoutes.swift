import Foundation
import Networking

/// What the mock environment and `mock-backend` serve for this feature.
enum TransactionsMockRoutes {
    /// The wallet backend's simulated manners: it answers after 1 to 2 s and fails one time in
    /// five (seeded: `--seed` repeats a run; `--latency` and `--failure-rate` override both).
    static let behavior = MockBehavior.declared(latency: .seconds(1) ... .seconds(2), failureRate: 0.2)

    /// `GET /transactions` → the bundled `transactions.json` (our own data, the backend's schema).
    static var all: [MockRoute] {
        [
            .resource(
                path: RemoteTransactionsSource.path, bundle: .module, name: "transactions", behavior: behavior
            )
        ]
    }
}
