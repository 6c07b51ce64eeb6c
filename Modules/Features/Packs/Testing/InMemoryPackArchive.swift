import PacksInterface
import Synchronization

/// A ``PacksArchive`` in memory, optionally failing on writes, for tests and demos.
public final class InMemoryPackArchive: PacksArchive {
    /// The error a failing archive throws.
    public struct Failure: Error, Hashable, CustomStringConvertible {
        public var description: String { "simulated archive failure" }
    }

    private let ids: Mutex<Set<String>>
    private let failsOnWrite: Bool

    /// An archive holding `ids`; with `failingWrites`, every change throws ``Failure``.
    public init(_ ids: Set<String> = [], failingWrites: Bool = false) {
        self.ids = Mutex(ids)
        self.failsOnWrite = failingWrites
    }

    public func archivedIDs() throws -> Set<String> {
        ids.withLock { $0 }
    }

    public func setArchived(_ archived: Bool, id: String) throws {
        if failsOnWrite { throw Failure() }
        ids.withLock { ids in
            if archived { ids.insert(id) } else { ids.remove(id) }
        }
    }
}
