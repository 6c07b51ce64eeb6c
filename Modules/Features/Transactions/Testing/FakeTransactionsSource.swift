import Networking
import TransactionsInterface

/// A scripted ``TransactionsSource`` for demos and tests (results in order, the last one
/// repeating, an optional latency on an injected clock, a call count).
///
/// ```swift
/// let source = FakeTransactionsSource([.failure(.httpStatus(code: 503, bodyExcerpt: "")), .success(TransactionFixtures.sample)])
/// ```
public typealias FakeTransactionsSource = ScriptedListSource<Transaction>
