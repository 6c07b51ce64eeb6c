import Formatting

/// The user's transactions in brief, for other features (the Feed shows it).
public struct TransactionsSummary: Sendable, Hashable {
    /// One total per currency, ordered by currency code: two currencies are never added together.
    public var totals: [Money]
    /// How many transactions the totals cover.
    public var count: Int

    public init(totals: [Money], count: Int) {
        self.totals = totals
        self.count = count
    }

    /// No transactions.
    public static let empty = TransactionsSummary(totals: [], count: 0)
}
