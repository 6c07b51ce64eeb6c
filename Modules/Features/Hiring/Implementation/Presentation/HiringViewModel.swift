import AppCore
import Foundation
import HiringInterface
import Networking
import RemoteContent

/// The list on show, why it is not fresh (if it is not), the instant of the load, and which
/// load it came from (so derived groups are rebuilt only when the data changes).
public struct HiringContent: Sendable {
    /// The items as loaded.
    public var snapshot: HiringSnapshot
    /// Why the server's list could not be used, if it could not.
    public var failure: NetworkError?
    /// When the load finished.
    public var now: Date
    /// Counts loads: a new value means new data.
    public var generation: Int
}

/// The hiring list: the shared remote-content model over the list provider, which falls back to
/// the saved list; a failed refresh keeps the list showing and says why.
public typealias HiringViewModel = RemoteContentModel<HiringContent, NetworkError>

extension HiringContent: SyncStamped {
    public var lastSync: Date? { snapshot.syncedAt }
}

extension RemoteContentModel where Content == HiringContent, Failure == NetworkError {
    /// A model loading `list`, stamped with `clock`'s time.
    public convenience init(list: any HiringListProviding, clock: WallClock) {
        let generations = GenerationCounter()
        self.init(
            load: { _ in
                let result = await list.load()
                guard let snapshot = result.snapshot else { return .failure(result.failure ?? .offline) }
                return .success(
                    HiringContent(
                        snapshot: snapshot, failure: result.failure, now: clock.now(),
                        generation: generations.next()))
            },
            isEmpty: { !$0.snapshot.items.contains(where: \.hasName) },
            keep: { content, failure in
                content.failure = failure
                content.now = clock.now()
            })
    }
}

/// Numbers the loads of one model.
@MainActor final class GenerationCounter {
    private var value = 0

    /// The next number.
    func next() -> Int {
        value += 1
        return value
    }
}
