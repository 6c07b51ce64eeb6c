import Networking

/// Where the list of transactions comes from: the PAYBACK backend in the apps, a fake in demos
/// and tests. The Transactions feature sorts, filters, sums and stores what it returns.
public protocol TransactionsSource: Sendable {
    /// Every transaction of the user, in the backend's order.
    func transactions() async throws(NetworkError) -> [Transaction]

    /// Every readable transaction and how many entries of the backend's list could not be read.
    func transactionsBatch() async throws(NetworkError) -> TransactionsBatch
}

extension TransactionsSource {
    /// A source that never skips anything reports what ``transactions()`` returns.
    public func transactionsBatch() async throws(NetworkError) -> TransactionsBatch {
        TransactionsBatch(transactions: try await transactions(), skipped: 0)
    }
}

/// The transactions a source could read, in the backend's order, and how many it left out.
public struct TransactionsBatch: Sendable, Hashable {
    /// The readable transactions.
    public var transactions: [Transaction]
    /// How many entries of the backend's list could not be read (each was dropped alone).
    public var skipped: Int

    /// A batch of `transactions` with `skipped` unreadable entries left out.
    public init(transactions: [Transaction], skipped: Int) {
        self.transactions = transactions
        self.skipped = skipped
    }
}
