import Foundation
import Localization

/// The words of `--help`: what the demo is and what each scenario shows (Apps/OrdersDemo/Resources).
enum OrdersDemoStrings: String, LocalizedKey, CaseIterable {
    case abstract = "ordersDemo.abstract"
    case scenarioLoaded = "ordersDemo.scenario.loaded"
    case scenarioEmpty = "ordersDemo.scenario.empty"
    case scenarioFailing = "ordersDemo.scenario.failing"
    case scenarioOffline = "ordersDemo.scenario.offline"
    case scenarioFlakyPolling = "ordersDemo.scenario.flakyPolling"
    case scenarioMany = "ordersDemo.scenario.many"

    static var bundle: Bundle { .module }
}
