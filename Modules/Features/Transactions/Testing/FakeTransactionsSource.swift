import Networking
import TransactionsInterface

/// A ``TransactionsSource`` that answers from a script, for tests and demos: the n-th call gets
/// the n-th result, and the last result repeats once the script runs out.
///
/// ```swift
/// let source = FakeTransactionsSource([.failure(.httpStatus(code: 503, bodyExcerpt: "")), .success(TransactionFixtures.sample)])
/// ```
public final class FakeTransactionsSource: TransactionsSource {
    private let script: ScriptedAnswers<Result<[Transaction], NetworkError>>

    /// A source answering `script` in order (at least one result), each after `latency` on `clock`.
    public init(
        _ script: [Result<[Transaction], NetworkError>], latency: Duration = .zero,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.script = ScriptedAnswers(script, for: "FakeTransactionsSource", latency: latency, clock: clock)
    }

    /// A source that always returns `transactions`.
    public convenience init(returning transactions: [Transaction]) {
        self.init([.success(transactions)])
    }

    /// A source that always fails with `error`.
    public convenience init(failing error: NetworkError) {
        self.init([.failure(error)])
    }

    /// How many times ``transactions()`` was called.
    public var callCount: Int { script.count }

    public func transactions() async throws(NetworkError) -> [Transaction] {
        try await script.answer()
    }
}
