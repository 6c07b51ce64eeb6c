import Synchronization

/// The answers of a scripted fake (tests and demos stand in for a backend with one): the n-th
/// call gets the n-th answer, the last answer repeats once the script runs out, and the calls
/// are counted. Safe to call from any task.
public final class ScriptedAnswers<Answer: Sendable>: Sendable {
    private let answers: [Answer]
    private let calls = Mutex(0)

    /// A script of `answers`, at least one; `owner` names the fake when the script is empty.
    public init(_ answers: [Answer], for owner: String) {
        precondition(!answers.isEmpty, "\(owner) needs at least one answer")
        self.answers = answers
    }

    /// How many answers were taken.
    public var count: Int { calls.withLock { $0 } }

    /// The answer to this call.
    public func next() -> Answer {
        let index = calls.withLock { calls in
            defer { calls += 1 }
            return min(calls, answers.count - 1)
        }
        return answers[index]
    }
}
