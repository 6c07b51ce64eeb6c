import JSONDecoding
import Networking

/// Where the list of transactions comes from: the PAYBACK backend in the apps, a fake in demos
/// and tests. The Transactions feature sorts, filters, sums and stores what it returns.
public protocol TransactionsSource: Sendable {
    /// Every transaction of the user, in the backend's order.
    func transactions() async throws(NetworkError) -> [Transaction]

    /// Every readable transaction and how many entries of the backend's list could not be read.
    func transactionsBatch() async throws(NetworkError) -> FetchedList<Transaction>
}

extension TransactionsSource {
    /// A source that never skips anything reports what ``transactions()`` returns.
    public func transactionsBatch() async throws(NetworkError) -> FetchedList<Transaction> {
        FetchedList(try await transactions())
    }
}
