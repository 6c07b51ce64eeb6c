import CatalogInterface
import Synchronization

/// A ``ProductCatalog`` for tests and demos: answers each load with the next scripted result
/// (the last one repeats) and counts the loads.
public final class FakeProductCatalog: ProductCatalog {
    private let results: [CatalogLoad]
    private let calls = Mutex(0)

    /// A catalog answering with `results` in turn; at least one result.
    public init(_ results: [CatalogLoad]) {
        precondition(!results.isEmpty, "FakeProductCatalog needs at least one result")
        self.results = results
    }

    /// A catalog that always serves `snapshot` fresh from the server.
    public convenience init(snapshot: CatalogSnapshot = CatalogFixtures.snapshot()) {
        self.init([CatalogLoad(snapshot: snapshot)])
    }

    /// How many times `load()` was called.
    public var loadCount: Int { calls.withLock { $0 } }

    public func load() async -> CatalogLoad {
        let index = calls.withLock { calls in
            defer { calls += 1 }
            return min(calls, results.count - 1)
        }
        return results[index]
    }
}
