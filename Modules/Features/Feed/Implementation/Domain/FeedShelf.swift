import FeedInterface
import Foundation

/// The cards as the feed lists them at one moment: the ones still valid (or never ending) under
/// "For you" in the server's order, then the ones whose validity ended before that moment,
/// most recently ended first. Expired offers stay visible, apart and marked, so a user who
/// remembers one can still find it, but none is ever offered as current.
public struct FeedShelf: Sendable, Hashable {
    /// Cards still valid at the moment, or without an end.
    public let current: [FeedCard]
    /// Cards whose `validUntil` is before the moment, most recently ended first.
    public let expired: [FeedCard]

    /// `cards` split at `now`.
    public init(_ cards: [FeedCard], at now: Date) {
        current = cards.filter { !Self.hasEnded($0, at: now) }
        expired = cards.filter { Self.hasEnded($0, at: now) }
            .enumerated()
            .sorted { ($0.element.validUntil ?? now, $1.offset) > ($1.element.validUntil ?? now, $0.offset) }
            .map(\.element)
    }

    /// Every card in list order: the current ones, then the expired ones.
    public var all: [FeedCard] { current + expired }

    /// Whether `card`'s validity ended before `now` (`validUntil` is its last valid moment).
    public static func hasEnded(_ card: FeedCard, at now: Date) -> Bool {
        card.validUntil.map { $0 < now } ?? false
    }
}
