import FeedInterface
import Networking
import TransactionsInterface

/// Named setups of the feed for its demo and tests.
public enum FeedScenario: String, CaseIterable, Sendable {
    /// A points total and the bundled content.
    case loaded
    /// Totals in three currencies and a few cards (one of an unknown kind).
    case multiCurrency = "multi-currency"
    /// No transactions and no cards.
    case empty
    /// The summary always fails; the cards still show.
    case failingSummary = "failing-summary"
    /// The summary fails once, then a retry (r) succeeds.
    case flakySummary = "flaky-summary"
    /// No connection and nothing cached: the total shows an offline banner.
    case offline
    /// The content cannot be read; the total still shows.
    case failingContent = "failing-content"
    /// The summary takes two seconds, to watch the loading state.
    case slow

    /// The summary provider of this scenario.
    public func makeSummaryProvider() -> FakeTransactionsSummaryService {
        switch self {
        case .loaded, .failingContent: FakeTransactionsSummaryService(FeedFixtures.pointsSummary)
        case .multiCurrency: FakeTransactionsSummaryService(FeedFixtures.multiCurrencySummary)
        case .empty: FakeTransactionsSummaryService(.empty)
        case .failingSummary:
            FakeTransactionsSummaryService(failing: FakeTransactionsSummaryService.serverError)
        case .flakySummary:
            FakeTransactionsSummaryService(
                FeedFixtures.pointsSummary, failingFirstWith: FakeTransactionsSummaryService.serverError)
        case .offline:
            FakeTransactionsSummaryService(failing: NetworkError.offline)
        case .slow: FakeTransactionsSummaryService(FeedFixtures.pointsSummary, latency: .seconds(2))
        }
    }

    /// The content provider of this scenario; nil means the feed's own bundled content.
    public func makeContentProvider() -> (any FeedService)? {
        switch self {
        case .loaded, .failingSummary, .flakySummary, .offline, .slow: nil
        case .multiCurrency: FakeFeedService(FeedFixtures.cards)
        case .empty: FakeFeedService([])
        case .failingContent: FakeFeedService.failing
        }
    }
}
