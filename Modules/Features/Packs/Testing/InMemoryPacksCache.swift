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

    /// An empty cache; with `failing`, every call throws ``Failure``.
    public init(failing: Bool = false) {
        self.snapshot = Mutex(nil)
        self.fails = failing
    }

    /// A cache holding `packs` as synced at `syncedAt`.
    public init(packs: [Pack], syncedAt: Date) {
        self.snapshot = Mutex(PackFixtures.storedCopy(packs, syncedAt: syncedAt))
        self.fails = false
    }

    /// What is stored now, as the database cache reads it back: from the stored copy, nothing
    /// left out.
    public var stored: PacksSnapshot? { snapshot.withLock { $0 } }

    public func cachedSnapshot() async throws -> PacksSnapshot? {
        if fails { throw Failure() }
        return stored
    }

    public func store(_ snapshot: PacksSnapshot) async throws {
        if fails { throw Failure() }
        self.snapshot.withLock { $0 = PackFixtures.storedCopy(snapshot.items, syncedAt: snapshot.syncedAt) }
    }
}
