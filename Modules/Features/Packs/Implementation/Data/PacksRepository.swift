import Foundation
import Logging
import Networking
import PacksInterface

/// The parcel list's single source: fetches from the backend, keeps the last good list in the
/// cache, and falls back to it when the backend cannot be used.
public struct PacksRepository: Sendable {
    /// A list, and why it is the stored one when it is: like every remote feature's ``RemoteLoad``,
    /// but the snapshot is always there (``PacksRepository/load(deferringOfflineCopy:)`` throws
    /// when there is none), and it carries the server's body for the offline copy.
    public struct Load: Hashable, Sendable {
        /// The parcels, how many of the server's entries were left out (0 for the stored list),
        /// when and from where.
        public let snapshot: PacksSnapshot
        /// Why the server's list could not be used, when the snapshot is the stored one.
        public let failure: NetworkError?
        /// The server's body the list was read from (fetched lists whose source keeps it), for
        /// the offline copy.
        public var payload: Data? = nil

        /// `snapshot`, stored because of `failure` when there is one.
        public init(snapshot: PacksSnapshot, failure: NetworkError? = nil, payload: Data? = nil) {
            self.snapshot = snapshot
            self.failure = failure
            self.payload = payload
        }
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

    /// Fetches the list (with how many of the server's entries were left out) and stores it; a
    /// cache write failure is logged, never fatal.
    public func fetch() async throws(NetworkError) -> PacksSnapshot {
        let fetched = try await fetchedLoad()
        await keepOfflineCopy(of: fetched)
        return fetched.snapshot
    }

    /// Stores a fetched list (read from its ``Load/payload``, when the source kept it) as the
    /// offline copy in one transaction; a list that came from the copy is not stored again. A
    /// failure is logged, never fatal.
    public func keepOfflineCopy(of load: Load) async {
        guard load.snapshot.source == .server else { return }
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
            snapshot: PacksSnapshot(
                items: list.elements, skipped: list.skipped, syncedAt: now(), source: .server),
            payload: list.payload)
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
            return Load(snapshot: stored, failure: error)
        }
    }
}
