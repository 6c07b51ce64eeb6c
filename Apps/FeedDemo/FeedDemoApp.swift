import AppCore
import AppRunner
import Feed
import FeedTesting

/// `feed-demo`: the Feed feature alone, on a fake transactions summary chosen by --scenario.
enum FeedDemoApp: DemoApplication {
    typealias Scenario = FeedScenario

    static let name = "feed-demo"
    static let abstract = "The Feed feature alone, on a fake transactions summary chosen by --scenario."

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
        case .loaded: "a points total and the bundled content"
        case .multiCurrency: "totals in three currencies and a few cards (one of an unknown kind)"
        case .empty: "no transactions and no cards"
        case .failingSummary: "the summary always fails; the cards still show"
        case .flakySummary: "the summary fails once, then a retry (r) succeeds"
        case .offline: "no connection and nothing cached: the total shows an offline banner"
        case .failingContent: "the content cannot be read; the total still shows"
        case .slow: "the summary takes two seconds, to watch the loading state"
        }
    }
}
