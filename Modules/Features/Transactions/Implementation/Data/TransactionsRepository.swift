import Foundation
import JSONDecoding
import Logging
import Networking
import TransactionsInterface

/// Loads the transactions from their source, sorts them, and keeps the last good list in the
/// store so it can be shown when the server cannot be reached.
struct TransactionsRepository: Sendable {
    let source: any TransactionsSource
    let store: TransactionsStore
    /// The wall-clock time a load is stamped with (injected: tests pin it).
    let now: @Sendable () -> Date
    var logger = Logger(label: "mosaic.transactions")

    /// Loads the list from the source and stores it; a failure to store is logged, not fatal
    /// (the user still sees what was loaded).
    func refresh() async throws(NetworkError) -> TransactionsSnapshot {
        let (snapshot, payload) = try await fetch()
        await keepOfflineCopy(of: snapshot, payload: payload)
        return snapshot
    }

    /// The source's list now, sorted and stamped, not stored yet, with the body it was read from
    /// when the source keeps it (the offline copy stores the body as it came).
    func fetch() async throws(NetworkError) -> (snapshot: TransactionsSnapshot, payload: Data?) {
        let loaded: FetchedList<Transaction>
        do {
            loaded = try await source.fetchList()
        } catch {
            logger.notice("Loading transactions failed: \(error)")
            throw error
        }
        let snapshot = TransactionsSnapshot(
            items: TransactionOrdering.sorted(loaded.elements), skipped: loaded.skipped, syncedAt: now(),
            source: .server)
        return (snapshot, loaded.payload)
    }

    /// Stores `snapshot` as the offline copy, in one transaction, when it came from the server (a
    /// stored list is not stored again): `payload`, the body it was read from, as one value when
    /// given, else one row per transaction. A failure is logged, not fatal.
    func keepOfflineCopy(of snapshot: TransactionsSnapshot, payload: Data? = nil) async {
        guard snapshot.source == .server else { return }
        do {
            try await store.replace(
                with: snapshot.items, syncedAt: snapshot.syncedAt, payload: payload)
        } catch {
            logger.error("Storing \(snapshot.items.count) transactions failed: \(error)")
        }
    }

    /// The last list stored, or nil when there is none (or it cannot be read, which is logged).
    func stored() async -> TransactionsSnapshot? {
        do {
            guard let stored = try await store.load() else { return nil }
            return TransactionsSnapshot(
                items: TransactionOrdering.sorted(stored.transactions), syncedAt: stored.syncedAt,
                source: .cache)
        } catch {
            logger.error("Reading the stored transactions failed: \(error)")
            return nil
        }
    }

    /// A fresh list, or the stored one (with why) when loading fails in any way (no network, a
    /// server that is down or answers with an error, a body that cannot be read) and one exists,
    /// as every other feature's ``OfflineCopy`` load falls back.
    ///
    /// A fresh list is stored before this returns, unless `deferringOfflineCopy`: then the caller
    /// stores it with ``keepOfflineCopy(of:payload:)`` (passing `payload`, the body it was read
    /// from) when it is done with it (a command, after its output is written: the copy is off the
    /// critical path).
    func freshestAvailable(deferringOfflineCopy: Bool = false) async throws(NetworkError) -> (
        snapshot: TransactionsSnapshot, failure: NetworkError?, payload: Data?
    ) {
        do {
            let (fetched, payload) = try await fetch()
            if !deferringOfflineCopy { await keepOfflineCopy(of: fetched, payload: payload) }
            return (fetched, nil, payload)
        } catch {
            guard let stored = await stored() else { throw error }
            return (stored, error, nil)
        }
    }
}
