import Foundation
import Localization

/// The words of `--help`: what the demo is and what each scenario shows (Apps/PacksDemo/Resources).
enum PacksDemoStrings: String, LocalizedKey, CaseIterable {
    case abstract = "packsDemo.abstract"
    case scenarioLoaded = "packsDemo.scenario.loaded"
    case scenarioEmpty = "packsDemo.scenario.empty"
    case scenarioSlow = "packsDemo.scenario.slow"
    case scenarioFailing = "packsDemo.scenario.failing"
    case scenarioFlaky = "packsDemo.scenario.flaky"
    case scenarioRefreshFails = "packsDemo.scenario.refreshFails"
    case scenarioOfflineWithCache = "packsDemo.scenario.offlineWithCache"
    case scenarioOfflineWithoutCache = "packsDemo.scenario.offlineWithoutCache"
    case scenarioUnsupportedStatus = "packsDemo.scenario.unsupportedStatus"
    case scenarioMany = "packsDemo.scenario.many"

    static var bundle: Bundle { .module }
}
