import CatalogInterface
import Networking

/// A ``CatalogService`` for tests and demos: answers each load with the next scripted result
/// (the last one repeats) and counts the loads.
public final class FakeCatalogService: CatalogService {
    private let answers: ScriptedAnswers<CatalogLoad>

    /// A catalog answering with `results` in turn; at least one result.
    public init(_ results: [CatalogLoad]) {
        answers = ScriptedAnswers(results, for: "FakeCatalogService")
    }

    /// A catalog that always serves `snapshot` fresh from the server.
    public convenience init(snapshot: CatalogSnapshot = CatalogFixtures.snapshot()) {
        self.init([CatalogLoad(snapshot: snapshot)])
    }

    /// How many times `load()` was called.
    public var loadCount: Int { answers.count }

    public func load() async -> CatalogLoad { answers.next() }
}
