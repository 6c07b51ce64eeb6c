import Foundation

/// Where a feature's remote content came from.
public enum ContentSource: String, Sendable, Hashable, Codable {
    /// Fetched from the backend just now.
    case server
    /// The copy saved by the last successful fetch.
    case cache
}

/// The outcome of loading a feature's remote content: the freshest snapshot available and, when
/// it is not fresh from the server, why. Every remote feature's load is one of these
/// (`typealias HiringLoad = RemoteLoad<HiringSnapshot>`), so the offline fallback and the
/// banners that tell it are written once.
public struct RemoteLoad<Snapshot: Sendable & Hashable>: Sendable, Hashable {
    /// The server's content, else the saved one; nil when neither is available.
    public var snapshot: Snapshot?
    /// Why the server's content could not be used, if it could not.
    public var failure: NetworkError?

    /// A load of `snapshot`, with `failure` when the server could not provide it.
    public init(snapshot: Snapshot?, failure: NetworkError? = nil) {
        self.snapshot = snapshot
        self.failure = failure
    }

    /// Whether the server could not be used because there is no network.
    public var isOffline: Bool { failure?.isOffline ?? false }
}

/// A load whose fresh content is not saved for offline use yet: a command writes its output
/// first, then runs ``keepOfflineCopy`` (before it exits), so the listing does not wait for the
/// database. A load of the saved copy, or one that failed, has nothing to save.
public struct DeferredRemoteLoad<Snapshot: Sendable & Hashable>: Sendable {
    /// What was loaded.
    public let load: RemoteLoad<Snapshot>
    /// Saves the fetched content for offline use (a failure is logged, never thrown); does
    /// nothing when there is nothing to save.
    public let keepOfflineCopy: @Sendable () async -> Void

    /// `load`, saved by `keepOfflineCopy` (nothing to save by default).
    public init(_ load: RemoteLoad<Snapshot>, keepOfflineCopy: @escaping @Sendable () async -> Void = {}) {
        self.load = load
        self.keepOfflineCopy = keepOfflineCopy
    }
}

/// A remote list as of one fetch: its readable items, how many elements were left out, when
/// and from where. The snapshots of Hiring, Orders, Transactions and Packs are this type over
/// their items.
public struct ListSnapshot<Item: Sendable & Hashable>: Sendable, Hashable {
    /// The readable items, in the backend's order.
    public var items: [Item]
    /// How many elements of the backend's list could not be read (each dropped alone).
    public var skipped: Int
    /// When the backend sent it.
    public var syncedAt: Date
    /// Where it came from.
    public var source: ContentSource

    /// A snapshot of `items` synced at `syncedAt`, with `skipped` unreadable elements left out.
    public init(items: [Item], skipped: Int = 0, syncedAt: Date, source: ContentSource) {
        self.items = items
        self.skipped = skipped
        self.syncedAt = syncedAt
        self.source = source
    }
}

/// A snapshot that knows when and from where it was synced: what the freshness line and the
/// offline banner of every remote screen say.
public protocol SyncedSnapshot: Sendable, Hashable {
    /// When the backend sent it (a saved copy keeps its original time).
    var syncedAt: Date { get }
    /// Where it came from.
    var source: ContentSource { get }
}

extension ListSnapshot: SyncedSnapshot {}
