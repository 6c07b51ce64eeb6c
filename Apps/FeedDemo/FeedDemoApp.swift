import AppCore
import AppRunner
import Feed
import FeedTesting

/// `feed-demo`: the Feed feature alone, on a fake transactions summary chosen by --scenario.
enum FeedDemoApp: DemoApplication {
    typealias Scenario = FeedScenario

    static let name = "feed-demo"
    static var abstract: String { FeedDemoStrings.abstract.commandLineText }

    static func plugins(_ options: Options) throws -> [any FeaturePlugin] {
        [
            FeedPlugin(
                summaryProvider: options.scenario.makeSummaryProvider(),
                contentProvider: options.scenario.makeContentProvider())
        ]
    }
}

extension FeedScenario: DemoScenario {
    /// What the feed shows in this scenario, for `--help`.
    public var summary: String {
        switch self {
        case .loaded: FeedDemoStrings.scenarioLoaded.commandLineText
        case .multiCurrency: FeedDemoStrings.scenarioMultiCurrency.commandLineText
        case .empty: FeedDemoStrings.scenarioEmpty.commandLineText
        case .failingSummary: FeedDemoStrings.scenarioFailingSummary.commandLineText
        case .flakySummary: FeedDemoStrings.scenarioFlakySummary.commandLineText
        case .offline: FeedDemoStrings.scenarioOffline.commandLineText
        case .failingContent: FeedDemoStrings.scenarioFailingContent.commandLineText
        case .slow: FeedDemoStrings.scenarioSlow.commandLineText
        }
    }
}
