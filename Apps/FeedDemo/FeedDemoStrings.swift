import Foundation
import Localization

/// The words of `--help`: what the demo is and what each scenario shows (Apps/FeedDemo/Resources).
enum FeedDemoStrings: String, LocalizedKey, CaseIterable {
    case abstract = "feedDemo.abstract"
    case scenarioLoaded = "feedDemo.scenario.loaded"
    case scenarioMultiCurrency = "feedDemo.scenario.multiCurrency"
    case scenarioEmpty = "feedDemo.scenario.empty"
    case scenarioFailingSummary = "feedDemo.scenario.failingSummary"
    case scenarioFlakySummary = "feedDemo.scenario.flakySummary"
    case scenarioOffline = "feedDemo.scenario.offline"
    case scenarioFailingContent = "feedDemo.scenario.failingContent"
    case scenarioSlow = "feedDemo.scenario.slow"

    static var bundle: Bundle { .module }
}
