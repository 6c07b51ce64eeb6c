import Synchronization
import TransactionsInterface

/// A summary provider whose calls wait until the test answers them, so tests can look at the
/// state while a load is running, without sleeping.
final class GatedSummaryProvider: TransactionsSummaryService {
    private let waiting = Mutex<[CheckedContinuation<TransactionsSummary, any Error>]>([])
    private let (calls, callContinuation) = AsyncStream<Void>.makeStream()

    func summary() async throws -> TransactionsSummary {
        try await withCheckedThrowingContinuation { continuation in
            waiting.withLock { $0.append(continuation) }
            callContinuation.yield()
        }
    }

    /// Waits until a call to ``summary()`` is waiting for an answer.
    func nextCall() async {
        var iterator = calls.makeAsyncIterator()
        _ = await iterator.next()
    }

    /// Answers the oldest waiting call.
    func answer(_ result: Result<TransactionsSummary, any Error>) {
        let continuation = waiting.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        continuation?.resume(with: result)
    }
}
