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
        case .standard: TransactionsDemoStrings.scenarioStandard.commandLineText
        case .slow: TransactionsDemoStrings.scenarioSlow.commandLineText
        case .flaky: TransactionsDemoStrings.scenarioFlaky.commandLineText
        case .failing: TransactionsDemoStrings.scenarioFailing.commandLineText
        case .offline: TransactionsDemoStrings.scenarioOffline.commandLineText
        case .unreadable: TransactionsDemoStrings.scenarioUnreadable.commandLineText
        case .empty: TransactionsDemoStrings.scenarioEmpty.commandLineText
        case .mixedCurrencies: TransactionsDemoStrings.scenarioMixedCurrencies.commandLineText
        case .many: TransactionsDemoStrings.scenarioMany.commandLineText
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
