import Foundation
import Localization

/// The words of `--help`: what the demo is and what each scenario shows (Apps/CartDemo/Resources).
enum CartDemoStrings: String, LocalizedKey, CaseIterable {
    case abstract = "cartDemo.abstract"
    case scenarioDefault = "cartDemo.scenario.default"
    case scenarioOffline = "cartDemo.scenario.offline"
    case scenarioDeclined = "cartDemo.scenario.declined"
    case scenarioEmpty = "cartDemo.scenario.empty"
    case scenarioUnavailable = "cartDemo.scenario.unavailable"

    static var bundle: Bundle { .module }
}
