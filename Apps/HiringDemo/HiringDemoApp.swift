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
            case .loaded: "a fresh list: three lists, unnamed items dropped and counted"
            case .empty: "the server sends only items without a name"
            case .failing: "the server fails with nothing saved: an error with retry (retry then succeeds)"
            case .offline: "offline, showing the list saved three hours ago"
            case .many: "100,000 items in four lists, to scroll, search and collapse"
            }
        }
    }

    static let name = "hiring-demo"
    static let abstract = "The Hiring feature (the Fetch hiring list) alone, on fake data."
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
