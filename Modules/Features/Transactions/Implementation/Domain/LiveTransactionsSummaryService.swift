import TransactionsInterface

/// The real ``TransactionsSummaryService``: sums the freshest list available (loaded now, or
/// the stored one when offline), per currency.
struct LiveTransactionsSummaryService: TransactionsSummaryService {
    let repository: TransactionsRepository

    func summary() async throws -> TransactionsSummary {
        TransactionsSummary(transactions: try await repository.freshestAvailable().snapshot.items)
    }
}
