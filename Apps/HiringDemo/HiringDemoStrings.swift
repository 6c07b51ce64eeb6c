import Foundation
import Localization

/// The words of `--help`: what the demo is and what each scenario shows (Apps/HiringDemo/Resources).
enum HiringDemoStrings: String, LocalizedKey, CaseIterable {
    case abstract = "hiringDemo.abstract"
    case scenarioLoaded = "hiringDemo.scenario.loaded"
    case scenarioEmpty = "hiringDemo.scenario.empty"
    case scenarioFailing = "hiringDemo.scenario.failing"
    case scenarioOffline = "hiringDemo.scenario.offline"
    case scenarioMany = "hiringDemo.scenario.many"

    static var bundle: Bundle { .module }
}
