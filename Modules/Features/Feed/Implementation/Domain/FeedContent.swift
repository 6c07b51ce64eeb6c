import FeedInterface
import TransactionsInterface

/// What the feed shows: the transactions total and the content cards, each loaded on its own.
public struct FeedContent: Sendable, Hashable {
    /// The total of all transactions, from the Transactions feature's summary.
    public var summary: FeedSection<TransactionsSummary>
    /// The content cards.
    public var cards: FeedSection<[FeedCard]>

    /// Content from two loads.
    public init(summary: FeedSection<TransactionsSummary>, cards: FeedSection<[FeedCard]>) {
        self.summary = summary
        self.cards = cards
    }

    /// Whether there is nothing at all to show: no transactions and no cards, nothing failed.
    public var isEmpty: Bool {
        guard case .loaded(let summary) = summary, case .loaded(let cards) = cards else { return false }
        return summary.count == 0 && cards.isEmpty
    }

    /// Whether both parts failed with nothing to show from before.
    public var hasNothingToShow: Bool {
        summary.value == nil && cards.value == nil
    }
}
