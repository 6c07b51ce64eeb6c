import Networking
import TransactionsInterface

/// A ``TransactionsSummaryService`` for the feed's tests and demo: answers its script in turn (the
/// last answer repeats), each after `latency` on `clock`, and counts the calls. It lives with the
/// Feed, the one feature that shows the summary: a Testing target depends on Interfaces only.
public final class FakeTransactionsSummaryService: TransactionsSummaryService {
    /// One scripted answer: the summary, or the error the call throws (any error, as a live
    /// service may throw one that is not a ``NetworkError``).
    public enum Answer: Sendable {
        case summary(TransactionsSummary)
        case failure(any Error & Sendable)
    }

    /// The error a failing scripted summary throws unless told otherwise: the server answered 503.
    public static let serverError = NetworkError.httpStatus(code: 503, bodyExcerpt: "")

    private let script: ScriptedAnswers<Answer>

    /// A service answering `script` in order (at least one answer), each after `latency` on `clock`.
    public init(_ script: [Answer], latency: Duration = .zero, clock: any Clock<Duration> = ContinuousClock())
    {
        self.script = ScriptedAnswers(
            script, for: "FakeTransactionsSummaryService", latency: latency, clock: clock)
    }

    /// A service always answering `summary`.
    public convenience init(
        _ summary: TransactionsSummary, latency: Duration = .zero,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.init([.summary(summary)], latency: latency, clock: clock)
    }

    /// A service always failing with `error`.
    public convenience init(failing error: any Error & Sendable = serverError) {
        self.init([.failure(error)])
    }

    /// A service failing its first call with `error`, then answering `summary`.
    public convenience init(_ summary: TransactionsSummary, failingFirstWith error: any Error & Sendable) {
        self.init([.failure(error), .summary(summary)])
    }

    /// How many times ``summary()`` was called.
    public var callCount: Int { script.count }

    public func summary() async throws -> TransactionsSummary {
        let answer = script.next()
        try await script.waitLatency()
        switch answer {
        case .summary(let summary): return summary
        case .failure(let error): throw error
        }
    }
}
