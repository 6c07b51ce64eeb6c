import Foundation
import Localization

/// The words of `--help`: what the demo is and what each scenario shows (Apps/CatalogDemo/Resources).
enum CatalogDemoStrings: String, LocalizedKey, CaseIterable {
    case abstract = "catalogDemo.abstract"
    case scenarioDefault = "catalogDemo.scenario.default"
    case scenarioInvalid = "catalogDemo.scenario.invalid"
    case scenarioOffline = "catalogDemo.scenario.offline"
    case scenarioFailing = "catalogDemo.scenario.failing"
    case scenarioUnavailable = "catalogDemo.scenario.unavailable"
    case scenarioEmpty = "catalogDemo.scenario.empty"

    static var bundle: Bundle { .module }
}
