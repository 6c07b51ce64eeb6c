import Foundation
import Parallel
import TransactionsInterface

/// The list's order: booking date, newest first.
///
/// Bookings at the same instant (the real backend sends such pairs) are ordered by partner
/// display name (case-insensitive, then exact), then by reference, then by their position in
/// the backend's answer, so the order never depends on the sorting algorithm or the locale.
enum TransactionOrdering {
    /// `transactions` in display order. The keys are computed once per transaction (the lowercased
    /// name is not rebuilt on every comparison) and indexes are sorted, not the transactions; a
    /// long list's keys are built and sorted on both cores (the position breaks every tie, so the
    /// order is total and the same however it is reached).
    static func sorted(_ transactions: [Transaction]) -> [Transaction] {
        let keys = ParallelMap.array(count: transactions.count) { SortKey(transactions[$0]) }
        let order = ParallelSort.sorted(Array(keys.indices)) { lhs, rhs in
            isOrderedBefore(keys[lhs], lhs, keys[rhs], rhs)
        }
        return order.map { transactions[$0] }
    }

    private struct SortKey {
        let bookingDate: Date
        let foldedName: String
        let name: String
        let reference: String

        init(_ transaction: Transaction) {
            bookingDate = transaction.bookingDate
            foldedName = transaction.partnerDisplayName.lowercased()
            name = transaction.partnerDisplayName
            reference = transaction.reference
        }
    }

    private static func isOrderedBefore(_ lhs: SortKey, _ lhsIndex: Int, _ rhs: SortKey, _ rhsIndex: Int)
        -> Bool
    {
        if lhs.bookingDate != rhs.bookingDate { return lhs.bookingDate > rhs.bookingDate }
        if lhs.foldedName != rhs.foldedName { return lhs.foldedName < rhs.foldedName }
        if lhs.name != rhs.name { return lhs.name < rhs.name }
        if lhs.reference != rhs.reference { return lhs.reference < rhs.reference }
        return lhsIndex < rhsIndex
    }
}
