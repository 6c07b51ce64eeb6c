import Foundation
import Localization

/// The words of `--help`: what the demo is and what each scenario shows (Apps/PricingDemo/Resources).
enum PricingDemoStrings: String, LocalizedKey, CaseIterable {
    case abstract = "pricingDemo.abstract"
    case scenarioDefault = "pricingDemo.scenario.default"
    case scenarioOffline = "pricingDemo.scenario.offline"
    case scenarioFailing = "pricingDemo.scenario.failing"
    case scenarioBroken = "pricingDemo.scenario.broken"
    case scenarioEmpty = "pricingDemo.scenario.empty"

    static var bundle: Bundle { .module }
}
