import AppCore
import AppRunner
import TransactionsTesting

/// The situations `transactions-demo --scenario NAME` shows, each on fake data.
enum TransactionsDemoScenario: String, DemoScenario {
    case standard
    case slow
    case flaky
    case failing
    case offline
    case unreadable
    case empty
    case mixedCurrencies = "mixed-currencies"
    case many

    /// What the scenario shows, listed by `--help` next to its name.
    var summary: String {
        switch self {
        case .standard: "eight bookings in three categories after a short load"
        case .slow: "the same list after a 3 s load"
        case .flaky: "the first load fails with HTTP 503; retrying (r) succeeds"
        case .failing: "every load fails with HTTP 503"
        case .offline:
            "no connection: the list stored by an earlier run with the same --store, else the offline error"
        case .unreadable: "the server's answer cannot be read"
        case .empty: "an account without transactions"
        case .mixedCurrencies: "points and euros: the sum shows one amount per currency"
        case .many: "500 bookings, for scrolling"
        }
    }

    /// The fake backend of this scenario.
    func source() -> FakeTransactionsSource {
        let sample = TransactionFixtures.sample
        switch self {
        case .standard: return FakeTransactionsSource([.success(sample)], latency: .milliseconds(600))
        case .slow: return FakeTransactionsSource([.success(sample)], latency: .seconds(3))
        case .flaky:
            return FakeTransactionsSource(
                [.failure(.httpStatus(code: 503, bodyExcerpt: "")), .success(sample)],
                latency: .milliseconds(600))
        case .failing: return FakeTransactionsSource(failing: .httpStatus(code: 503, bodyExcerpt: ""))
        case .offline: return FakeTransactionsSource(failing: .offline)
        case .unreadable:
            return FakeTransactionsSource(
                failing: .decoding(keyPath: "items[3].transactionDetail", reason: "missing"))
        case .empty: return FakeTransactionsSource(returning: [])
        case .mixedCurrencies: return FakeTransactionsSource(returning: TransactionFixtures.mixedCurrencies)
        case .many: return FakeTransactionsSource(returning: TransactionFixtures.many(500))
        }
    }
}
