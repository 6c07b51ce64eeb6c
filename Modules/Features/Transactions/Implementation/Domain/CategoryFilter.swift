import TransactionsInterface

/// Which transactions the list shows: all of them, or one category's.
enum CategoryFilter: Hashable, Sendable {
    case all
    case category(Int)

    /// Whether `transaction` passes the filter.
    func includes(_ transaction: Transaction) -> Bool {
        switch self {
        case .all: true
        case .category(let category): transaction.category == category
        }
    }

    /// The transactions that pass, in their order.
    func apply(to transactions: [Transaction]) -> [Transaction] {
        self == .all ? transactions : transactions.filter(includes)
    }

    /// The choices a picker offers for `transactions`: "all", then each category present, ascending.
    static func choices(for transactions: [Transaction]) -> [CategoryFilter] {
        [.all] + Set(transactions.map(\.category)).sorted().map(CategoryFilter.category)
    }
}
