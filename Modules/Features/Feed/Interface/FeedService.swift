/// Supplies the feed's content cards (the app's own bundled feed; fakes in tests and demos).
public protocol FeedService: Sendable {
    /// The cards to show, in display order.
    func cards() async throws -> [FeedCard]
}
