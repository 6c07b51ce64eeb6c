import Foundation
import TransactionsInterface

/// The list as the app has it: sorted transactions, when they were loaded, and from where.
struct TransactionsSnapshot: Hashable, Sendable {
    /// Where the list came from.
    enum Origin: Hashable, Sendable {
        /// Just loaded from the server.
        case server
        /// Read back from the app database (the server could not be reached).
        case stored
    }

    /// The transactions in display order (``TransactionOrdering``).
    var transactions: [Transaction]
    /// When the list was loaded from the server.
    var syncedAt: Date
    /// Where this copy came from.
    var origin: Origin
    /// How many entries of the server's list could not be read and were left out (0 for a stored list).
    var skipped = 0
}
