import Foundation
import Localization

/// The words of `--help`: what the demo is and what each scenario shows (Apps/TransactionsDemo/Resources).
enum TransactionsDemoStrings: String, LocalizedKey, CaseIterable {
    case abstract = "transactionsDemo.abstract"
    case scenarioStandard = "transactionsDemo.scenario.standard"
    case scenarioSlow = "transactionsDemo.scenario.slow"
    case scenarioFlaky = "transactionsDemo.scenario.flaky"
    case scenarioFailing = "transactionsDemo.scenario.failing"
    case scenarioOffline = "transactionsDemo.scenario.offline"
    case scenarioUnreadable = "transactionsDemo.scenario.unreadable"
    case scenarioEmpty = "transactionsDemo.scenario.empty"
    case scenarioMixedCurrencies = "transactionsDemo.scenario.mixedCurrencies"
    case scenarioMany = "transactionsDemo.scenario.many"

    static var bundle: Bundle { .module }
}
