import Networking
import TransactionsInterface

/// What the wallet backend answers in the mock environment and on mock-backend: `GET
/// /transactions` with the bundled `transactions.json` (our own data, the backend's schema).
public enum TransactionsMocks {
    /// The wallet backend's simulated manners: it answers after 1 to 2 s and fails one time in
    /// five (seeded: `--seed` repeats a run; `--latency` and `--failure-rate` override both).
    static let behavior = MockBehavior.declared(latency: .seconds(1) ... .seconds(2), failureRate: 0.2)

    /// `GET /transactions`.
    public static var routes: [MockRoute] {
        [.resource(path: TransactionsAPI.path, bundle: .module, name: "transactions", behavior: behavior)]
    }
}
