import AppCore
import AppRunner
import Foundation
import Hiring
import HiringInterface
import HiringTesting

/// `hiring-demo`: the hiring list alone, on a fake list with scripted scenarios.
enum HiringDemoApp: DemoApplication {
    /// The scripted situations the demo can show.
    enum Scenario: String, DemoScenario {
        case loaded, empty, failing, offline, many

        /// What the scenario shows, for `--help`.
        var summary: String {
            switch self {
            case .loaded: HiringDemoStrings.scenarioLoaded.commandLineText
            case .empty: HiringDemoStrings.scenarioEmpty.commandLineText
            case .failing: HiringDemoStrings.scenarioFailing.commandLineText
            case .offline: HiringDemoStrings.scenarioOffline.commandLineText
            case .many: HiringDemoStrings.scenarioMany.commandLineText
            }
        }
    }

    static let name = "hiring-demo"
    static var abstract: String { HiringDemoStrings.abstract.commandLineText }
    static let commands: [any PluginCommand.Type] = HiringPlugin.commands

    static func plugins(_ options: Options) -> [any FeaturePlugin] {
        let now = Date()
        return [HiringPlugin(list: list(for: options.scenario, now: now), origin: now)]
    }

    /// The fake list `scenario` shows at `now`.
    static func list(for scenario: Scenario, now: Date) -> FakeHiringService {
        switch scenario {
        case .loaded:
            return FakeHiringService([HiringLoad(snapshot: HiringFixtures.snapshot(syncedAt: now))])
        case .empty:
            let unnamed = HiringFixtures.items.filter { !$0.hasName }
            return FakeHiringService([HiringLoad(snapshot: HiringFixtures.snapshot(unnamed, syncedAt: now))])
        case .failing:
            return FakeHiringService([
                HiringLoad(snapshot: nil, failure: .httpStatus(code: 503, bodyExcerpt: "")),
                HiringLoad(snapshot: HiringFixtures.snapshot(syncedAt: now)),
            ])
        case .offline:
            let saved = HiringFixtures.snapshot(syncedAt: now - 3 * 3600, source: .cache)
            return FakeHiringService([HiringLoad(snapshot: saved, failure: .offline)])
        case .many:
            let items = HiringFixtures.many(100_000)
            return FakeHiringService([HiringLoad(snapshot: HiringFixtures.snapshot(items, syncedAt: now))])
        }
    }
}
