import Networking
import Synchronization
import TransactionsInterface

/// A ``TransactionsSummaryService`` with a fixed summary that can fail its first calls (or
/// every call) and answer after a delay, for the feed's tests and demo.
public final class FakeSummaryProvider: TransactionsSummaryService {
    private let summary: TransactionsSummary
    private let failures: Int
    private let error: any Error & Sendable
    private let delay: Duration
    private let calls = Mutex(0)

    /// Answers `summary`, after failing the first `failures` calls with `error` (`Int.max`:
    /// always fails; by default the server answers 503), each call taking `delay`.
    public init(
        _ summary: TransactionsSummary, failures: Int = 0,
        error: any Error & Sendable = NetworkError.httpStatus(code: 503, bodyExcerpt: ""),
        delay: Duration = .zero
    ) {
        self.summary = summary
        self.failures = failures
        self.error = error
        self.delay = delay
    }

    /// How many times ``summary()`` was called.
    public var callCount: Int { calls.withLock { $0 } }

    public func summary() async throws -> TransactionsSummary {
        let call = calls.withLock { count in
            count += 1
            return count
        }
        if delay > .zero { try await Task.sleep(for: delay) }
        if call <= failures { throw error }
        return summary
    }
}
