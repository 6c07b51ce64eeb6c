import Foundation
import PacksInterface
import Synchronization

/// A ``PacksCache`` in memory, optionally pre-filled or failing, for tests and demos.
public final class InMemoryPacksCache: PacksCache {
    /// The error a failing cache throws.
    public struct Failure: Error, Hashable, CustomStringConvertible {
        public var description: String { "simulated storage failure" }
    }

    private let snapshot: Mutex<PacksSnapshot?>
    private let fails: Bool

    /// A cache holding `snapshot`; with `failing`, every call throws ``Failure``.
    public init(_ snapshot: PacksSnapshot? = nil, failing: Bool = false) {
        self.snapshot = Mutex(snapshot)
        self.fails = failing
    }

    /// A cache holding `packs` as synced at `syncedAt`.
    public convenience init(packs: [Pack], syncedAt: Date) {
        self.init(PacksSnapshot(packs: packs, syncedAt: syncedAt))
    }

    /// What is stored now.
    public var stored: PacksSnapshot? { snapshot.withLock { $0 } }

    public func cachedSnapshot() async throws -> PacksSnapshot? {
        if fails { throw Failure() }
        return stored
    }

    public func store(_ snapshot: PacksSnapshot) async throws {
        if fails { throw Failure() }
        self.snapshot.withLock { $0 = snapshot }
    }
}
