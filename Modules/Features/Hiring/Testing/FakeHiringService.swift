import HiringInterface
import Networking

/// A ``HiringService`` for tests and demos: answers each load with the next scripted
/// result (the last one repeats) and counts the loads.
public final class FakeHiringService: HiringService {
    private let answers: ScriptedAnswers<HiringLoad>

    /// A list answering with `results` in turn; at least one result.
    public init(_ results: [HiringLoad]) {
        answers = ScriptedAnswers(results, for: "FakeHiringService")
    }

    /// How many times `load()` was called.
    public var loadCount: Int { answers.count }

    public func load() async -> HiringLoad { answers.next() }
}
