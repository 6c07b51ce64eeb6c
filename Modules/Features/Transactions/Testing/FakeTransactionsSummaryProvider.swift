import Networking
import Synchronization
import TransactionsInterface

/// A ``TransactionsSummaryService`` for other features' tests and demos (the Feed's): answers
/// a fixed summary or error and counts the calls.
public final class FakeTransactionsSummaryProvider: TransactionsSummaryService {
    private let result: Mutex<Result<TransactionsSummary, NetworkError>>
    private let calls = Mutex(0)

    /// A provider answering `summary`.
    public init(_ summary: TransactionsSummary) {
        result = Mutex(.success(summary))
    }

    /// A provider failing with `error` (e.g. `.offline`).
    public init(failing error: NetworkError) {
        result = Mutex(.failure(error))
    }

    /// Changes what later calls answer (e.g. a retry that succeeds).
    public func answer(_ newResult: Result<TransactionsSummary, NetworkError>) {
        result.withLock { $0 = newResult }
    }

    /// How many times ``summary()`` was called.
    public var callCount: Int { calls.withLock { $0 } }

    public func summary() async throws -> TransactionsSummary {
        calls.withLock { $0 += 1 }
        return try result.withLock { $0 }.get()
    }
}
