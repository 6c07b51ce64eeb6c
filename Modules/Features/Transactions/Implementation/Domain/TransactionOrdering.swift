import TransactionsInterface

/// The list's order: booking date, newest first.
///
/// Bookings at the same instant (the real backend sends such pairs) are ordered by partner
/// display name (case-insensitive, then exact), then by reference, then by their position in
/// the backend's answer, so the order never depends on the sorting algorithm or the locale.
enum TransactionOrdering {
    /// `transactions` in display order.
    static func sorted(_ transactions: [Transaction]) -> [Transaction] {
        transactions.enumerated()
            .sorted { lhs, rhs in
                isOrderedBefore(lhs.element, lhs.offset, rhs.element, rhs.offset)
            }
            .map(\.element)
    }

    private static func isOrderedBefore(
        _ lhs: Transaction, _ lhsIndex: Int, _ rhs: Transaction, _ rhsIndex: Int
    ) -> Bool {
        if lhs.bookingDate != rhs.bookingDate { return lhs.bookingDate > rhs.bookingDate }
        let lhsName = lhs.partnerDisplayName.lowercased()
        let rhsName = rhs.partnerDisplayName.lowercased()
        if lhsName != rhsName { return lhsName < rhsName }
        if lhs.partnerDisplayName != rhs.partnerDisplayName {
            return lhs.partnerDisplayName < rhs.partnerDisplayName
        }
        if lhs.reference != rhs.reference { return lhs.reference < rhs.reference }
        return lhsIndex < rhsIndex
    }
}
