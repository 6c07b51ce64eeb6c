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
        let loaded: FetchedList<Transaction>
        do {
            loaded = try await source.transactionsBatch()
        } catch {
            logger.notice("Loading transactions failed: \(error)")
            throw error
        }
        let snapshot = TransactionsSnapshot(
            transactions: TransactionOrdering.sorted(loaded.elements), syncedAt: now(), origin: .server,
            skipped: loaded.skipped)
        do {
            try await store.replace(with: snapshot.transactions, syncedAt: snapshot.syncedAt)
        } catch {
            logger.error("Storing \(snapshot.transactions.count) transactions failed: \(error)")
        }
        return snapshot
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
    func freshestAvailable() async throws(NetworkError) -> (
        snapshot: TransactionsSnapshot, failure: NetworkError?
    ) {
        do {
            return (try await refresh(), nil)
        } catch {
            guard error.isConnectivity, let stored = await stored() else { throw error }
            return (stored, error)
        }
    }
}
