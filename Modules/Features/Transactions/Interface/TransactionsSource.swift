/// Where the list of transactions comes from: the PAYBACK backend in the apps, a fake in demos
/// and tests. The Transactions feature sorts, filters, sums and stores what it returns.
public protocol TransactionsSource: Sendable {
    /// Every transaction of the user, in the backend's order.
    func transactions() async throws(TransactionsLoadError) -> [Transaction]
}
