import AppCore
import Foundation

/// Content that knows when it was last fetched from its source, so the status line under its
/// screen can say "synced 14:02" (see `Screen.lastSync`).
///
/// A feature conforms its content type once; ``RemoteContentModel`` and
/// ``RemoteContentChrome`` then expose the time, and the screen forwards it:
/// `public var lastSync: Date? { chrome.lastSync }`.
public protocol SyncStamped {
    /// When the data was fetched from its source (a stored copy keeps its original time); nil
    /// when it was never fetched (bundled or local data).
    var lastSync: Date? { get }
}

extension RemoteContentModel where Content: SyncStamped {
    /// When the content showing was fetched; nil while nothing shows.
    public var lastSync: Date? { content?.lastSync }
}

extension RemoteContentChrome where Content: SyncStamped {
    /// When the content showing was fetched; nil while nothing shows.
    public var lastSync: Date? { model.lastSync }
}
