import AppCore
import Foundation
import Networking

/// A remote feature's content on show: the snapshot, why it is not fresh from the server (if it
/// is not), the instant of the load, and which load it came from (so a screen rebuilds what it
/// derives from the data only when the data changes).
public struct LoadedSnapshot<Snapshot: SyncedSnapshot>: Sendable, Hashable {
    /// The content as loaded.
    public var snapshot: Snapshot
    /// Why the server's content could not be used, if it could not.
    public var failure: NetworkError?
    /// When the load finished (or, after a failed refresh, when it failed).
    public var now: Date
    /// Counts the model's loads: a new value means new data.
    public var generation: Int

    /// Content of `snapshot` loaded at `now`.
    public init(snapshot: Snapshot, failure: NetworkError? = nil, now: Date, generation: Int = 0) {
        self.snapshot = snapshot
        self.failure = failure
        self.now = now
        self.generation = generation
    }
}

extension LoadedSnapshot: SyncStamped {
    /// When the snapshot was synced with the server.
    public var lastSync: Date? { snapshot.syncedAt }
}

extension RemoteContentModel {
    /// The model of every remote list: `load` fetches (falling back to the saved copy), the
    /// content is stamped with `clock`'s time, and a failed refresh keeps the content showing
    /// with the failure. Nothing at all to show is the failure's (or "offline").
    public convenience init<Snapshot>(
        loading load: @escaping @Sendable () async -> RemoteLoad<Snapshot>, clock: WallClock,
        isEmpty: @escaping @MainActor (Snapshot) -> Bool
    ) where Content == LoadedSnapshot<Snapshot>, Failure == NetworkError {
        let generations = LoadCounter()
        self.init(
            load: { _ in
                let result = await load()
                guard let snapshot = result.snapshot else { return .failure(result.failure ?? .offline) }
                return .success(
                    LoadedSnapshot(
                        snapshot: snapshot, failure: result.failure, now: clock.now(),
                        generation: generations.next()))
            },
            isEmpty: { isEmpty($0.snapshot) },
            keep: { content, failure in
                content.failure = failure
                content.now = clock.now()
            })
    }
}

/// Numbers the loads of one model.
@MainActor private final class LoadCounter {
    private var value = 0

    /// The next number.
    func next() -> Int {
        value += 1
        return value
    }
}
