import Formatting
import Foundation
import TransactionsInterface

/// Sums amounts per currency: points and euros are never added together.
enum CurrencyTotals {
    /// One total per currency present in `transactions`, ordered by currency code.
    static func of(_ transactions: [Transaction]) -> [Money] {
        var sums: [String: Decimal] = [:]
        for transaction in transactions {
            sums[transaction.amount.currency, default: 0] += transaction.amount.amount
        }
        return sums.keys.sorted().map { Money(amount: sums[$0] ?? 0, currency: $0) }
    }
}

extension TransactionsSummary {
    /// The summary of `transactions`: per-currency totals and the count.
    init(transactions: [Transaction]) {
        self.init(totals: CurrencyTotals.of(transactions), count: transactions.count)
    }
}
