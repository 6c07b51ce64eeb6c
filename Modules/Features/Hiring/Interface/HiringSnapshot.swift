import Foundation

/// The hiring list as of one fetch: every readable entry (named or not), how many entries could
/// not be read, when and from where.
public struct HiringSnapshot: Sendable, Hashable {
    /// Where a snapshot came from.
    public enum Source: String, Sendable, Hashable {
        /// Fetched from the backend just now.
        case server
        /// The copy saved by the last successful fetch.
        case cache
    }

    /// Every readable entry, in the backend's order (unnamed ones too: the feature drops them).
    public var items: [HiringItem]
    /// How many entries of the backend's list were malformed and left out.
    public var skipped: Int
    /// When the backend sent it.
    public var syncedAt: Date
    /// Where it came from.
    public var source: Source

    /// A snapshot of `items` synced at `syncedAt`, with `skipped` malformed entries left out.
    public init(items: [HiringItem], skipped: Int = 0, syncedAt: Date, source: Source) {
        self.items = items
        self.skipped = skipped
        self.syncedAt = syncedAt
        self.source = source
    }
}
