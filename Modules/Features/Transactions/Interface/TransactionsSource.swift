import JSONDecoding
import Networking

/// Where the list of transactions comes from: the PAYBACK backend in the apps, a fake in demos
/// and tests. The Transactions feature sorts, filters, sums and stores what it returns.
public typealias TransactionsSource = ListSource<Transaction>
