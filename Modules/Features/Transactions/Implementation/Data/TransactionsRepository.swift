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
        let snapshot = try await fetch()
        await keepOfflineCopy(of: snapshot)
        return snapshot
    }

    /// The source's list now, sorted and stamped, not stored yet.
    func fetch() async throws(NetworkError) -> TransactionsSnapshot {
        let loaded: FetchedList<Transaction>
        do {
            loaded = try await source.transactionsBatch()
        } catch {
            logger.notice("Loading transactions failed: \(error)")
            throw error
        }
        return TransactionsSnapshot(
            transactions: TransactionOrdering.sorted(loaded.elements), syncedAt: now(), origin: .server,
            skipped: loaded.skipped)
    }

    /// Stores `snapshot` as the offline copy, in one transaction, when it came from the server (a
    /// stored list is not stored again); a failure is logged, not fatal.
    func keepOfflineCopy(of snapshot: TransactionsSnapshot) async {
        guard snapshot.origin == .server else { return }
        do {
            try await store.replace(with: snapshot.transactions, syncedAt: snapshot.syncedAt)
        } catch {
            logger.error("Storing \(snapshot.transactions.count) transactions failed: \(error)")
        }
    }

    /// The last list stored, or nil when there is none (or it cannot be read, which is logged).
    func stored() async -> TransactionsSnapshot? {
        do {
            guard let stored = try await store.load() else { return nil }
            return TransactionsSnapshot(
                transactions: TransactionOrdering.sorted(stored.transactions), syncedAt: stored.syncedAt,
                origin: .stored)
        } catch {
            logger.error("Reading the stored transactions failed: \(error)")
            return nil
        }
    }

    /// A fresh list, or the stored one (with why) when the server cannot be reached (no network,
    /// or the server is down) and one exists.
    ///
    /// A fresh list is stored before this returns, unless `deferringOfflineCopy`: then the caller
    /// stores it with ``keepOfflineCopy(of:)`` when it is done with it (a command, after its
    /// output is written: the copy is off the critical path).
    func freshestAvailable(deferringOfflineCopy: Bool = false) async throws(NetworkError) -> (
        snapshot: TransactionsSnapshot, failure: NetworkError?
    ) {
        do {
            let fetched = try await fetch()
            if !deferringOfflineCopy { await keepOfflineCopy(of: fetched) }
            return (fetched, nil)
        } catch {
            guard error.isConnectivity, let stored = await stored() else { throw error }
            return (stored, error)
        }
    }
}
