import AppCore
import AppRunner
import Transactions

/// `transactions-demo`: the Transactions feature alone, wired to fakes, one scenario per run.
///
/// It has no subcommands: `--scenario` configures the screens only (the `transactions`
/// subcommand lives in the `payback` app, on the real data sources).
enum TransactionsDemoApp: DemoApplication {
    typealias Scenario = TransactionsDemoScenario

    static let name = "transactions-demo"
    static var abstract: String { TransactionsDemoStrings.abstract.commandLineText }

    static func plugins(_ options: Options) -> [any FeaturePlugin] {
        [TransactionsPlugin(source: options.scenario.source())]
    }
}
