import HiringInterface
import Synchronization

/// A ``HiringService`` for tests and demos: answers each load with the next scripted
/// result (the last one repeats) and counts the loads.
public final class FakeHiringService: HiringService {
    private let results: [HiringLoad]
    private let calls = Mutex(0)

    /// A list answering with `results` in turn; at least one result.
    public init(_ results: [HiringLoad]) {
        precondition(!results.isEmpty, "FakeHiringService needs at least one result")
        self.results = results
    }

    /// How many times `load()` was called.
    public var loadCount: Int { calls.withLock { $0 } }

    public func load() async -> HiringLoad {
        let index = calls.withLock { calls in
            defer { calls += 1 }
            return min(calls, results.count - 1)
        }
        return results[index]
    }
}
