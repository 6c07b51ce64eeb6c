import Synchronization

/// The answers of a scripted fake (tests and demos stand in for a backend with one): the n-th
/// call gets the n-th answer, the last answer repeats once the script runs out, and the calls
/// are counted. Safe to call from any task.
public final class ScriptedAnswers<Answer: Sendable>: Sendable {
    private let answers: [Answer]
    private let calls = Mutex(0)
    /// How long a backend-like answer (``answer()``) takes.
    public let latency: Duration
    private let clock: any Clock<Duration>

    /// A script of `answers`, at least one; `owner` names the fake when the script is empty.
    /// ``answer()`` waits `latency` on `clock` (tests pass a test clock) before answering.
    public init(
        _ answers: [Answer], for owner: String, latency: Duration = .zero,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        precondition(!answers.isEmpty, "\(owner) needs at least one answer")
        self.answers = answers
        self.latency = latency
        self.clock = clock
    }

    /// How many answers were taken.
    public var count: Int { calls.withLock { $0 } }

    /// The answer to this call, at once.
    public func next() -> Answer {
        let index = calls.withLock { calls in
            defer { calls += 1 }
            return min(calls, answers.count - 1)
        }
        return answers[index]
    }
}

extension ScriptedAnswers {
    /// The answer to this call as a backend gives it: after ``latency`` (a cancelled wait throws
    /// `.cancelled`), the scripted value or error.
    public func answer<Success>() async throws(NetworkError) -> Success
    where Answer == Result<Success, NetworkError> {
        let answer = next()
        try await waitLatency()
        return try answer.get()
    }
}

extension ScriptedAnswers {
    /// Waits ``latency`` on the script's clock, as a backend takes time to answer (a fake whose
    /// answers are not a `Result` takes ``next()`` and then waits); a cancelled wait throws
    /// `.cancelled`.
    public func waitLatency() async throws(NetworkError) {
        guard latency > .zero else { return }
        do {
            try await clock.sleep(for: latency)
        } catch {
            throw .cancelled
        }
    }
}
