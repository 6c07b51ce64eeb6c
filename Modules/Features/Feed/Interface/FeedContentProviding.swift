/// Supplies the feed's content cards (the app's own bundled feed; fakes in tests and demos).
public protocol FeedContentProviding: Sendable {
    /// The cards to show, in display order.
    func cards() async throws -> [FeedCard]
}
