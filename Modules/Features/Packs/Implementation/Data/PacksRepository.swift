import Foundation
import Logging
import Networking
import PacksInterface

/// The parcel list's single source: fetches from the backend, keeps the last good list in the
/// cache, and falls back to it when the backend cannot be used.
public struct PacksRepository: Sendable {
    /// Where a loaded list came from.
    public enum Source: Hashable, Sendable {
        /// Fetched just now.
        case network
        /// The stored list, because fetching failed with this error.
        case cache(because: NetworkError)
    }

    /// A list and where it came from.
    public struct Load: Hashable, Sendable {
        /// The parcels and their sync time.
        public let snapshot: PacksSnapshot
        /// Network or cache.
        public let source: Source
        /// How many entries of the server's list were unusable and left out (0 for the stored list).
        public var skipped = 0
        /// The server's body the list was read from (fetched lists whose source keeps it), for
        /// the offline copy.
        public var payload: Data? = nil
    }

    private let fetcher: any PacksSource
    private let cache: any PacksCache
    private let now: @Sendable () -> Date
    private let logger: Logger

    /// A repository over `fetcher` and `cache`; `now` stamps each successful sync.
    public init(
        fetcher: any PacksSource, cache: any PacksCache, now: @escaping @Sendable () -> Date,
        logger: Logger = Logger(label: PacksLog.label)
    ) {
        self.fetcher = fetcher
        self.cache = cache
        self.now = now
        self.logger = logger
    }

    /// Fetches the list and stores it; a cache write failure is logged, never fatal.
    public func fetch() async throws(NetworkError) -> PacksSnapshot {
        try await fetchCountingSkipped().snapshot
    }

    /// Fetches and stores the list, with how many of the server's entries were left out.
    public func fetchCountingSkipped() async throws(NetworkError) -> (
        snapshot: PacksSnapshot, skipped: Int
    ) {
        let fetched = try await fetchedLoad()
        await keepOfflineCopy(of: fetched)
        return (fetched.snapshot, fetched.skipped)
    }

    /// Stores a fetched list (read from its ``Load/payload``, when the source kept it) as the
    /// offline copy in one transaction; a list that came from the copy is not stored again. A
    /// failure is logged, never fatal.
    public func keepOfflineCopy(of load: Load) async {
        guard load.source == .network else { return }
        do {
            try await cache.store(load.snapshot, payload: load.payload)
        } catch {
            logger.error("Could not store the parcel list for offline use: \(error)")
        }
    }

    /// The server's list now, not stored yet.
    private func fetchedLoad() async throws(NetworkError) -> Load {
        let list = try await fetcher.fetchList()
        return Load(
            snapshot: PacksSnapshot(packs: list.elements, syncedAt: now()), source: .network,
            skipped: list.skipped, payload: list.payload)
    }

    /// The stored list, or nil when there is none or it cannot be read (logged).
    public func cached() async -> PacksSnapshot? {
        do {
            return try await cache.cachedSnapshot()
        } catch {
            logger.error("Could not read the stored parcel list: \(error)")
            return nil
        }
    }

    /// Fetches the list, or falls back to the stored one; throws only when there is neither.
    ///
    /// A fetched list is stored as the offline copy before this returns, unless
    /// `deferringOfflineCopy`: then the caller stores it with ``keepOfflineCopy(of:)`` when it is
    /// done with the list or beside its work (`packs list` while it writes: the copy is off the critical path).
    public func load(deferringOfflineCopy: Bool = false) async throws(NetworkError) -> Load {
        do throws(NetworkError) {
            var fetched = try await fetchedLoad()
            guard !deferringOfflineCopy else { return fetched }
            await keepOfflineCopy(of: fetched)
            // Stored: the body is not held any longer.
            fetched.payload = nil
            return fetched
        } catch {
            guard let stored = await cached() else { throw error }
            logger.notice("Showing the stored parcel list: \(error)")
            return Load(snapshot: stored, source: .cache(because: error))
        }
    }
}
