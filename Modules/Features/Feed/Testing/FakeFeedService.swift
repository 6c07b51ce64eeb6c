import FeedInterface

/// A ``FeedService`` answering fixed cards, or failing.
public struct FakeFeedService: FeedService {
    /// Why the fake failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String { "The feed content is damaged (simulated)." }
        public init() {}
    }

    private let result: Result<[FeedCard], Failure>

    /// Answers `cards`.
    public init(_ cards: [FeedCard]) {
        self.result = .success(cards)
    }

    /// Always fails with ``Failure``.
    public static let failing = FakeFeedService(result: .failure(Failure()))

    private init(result: Result<[FeedCard], Failure>) {
        self.result = result
    }

    public func cards() async throws -> [FeedCard] {
        try result.get()
    }
}
