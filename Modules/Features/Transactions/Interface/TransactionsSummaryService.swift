/// Gives other features the summary of the user's transactions without exposing how
/// they are loaded; resolve it from the container (Feed depends on this, not on Transactions).
public protocol TransactionsSummaryService: Sendable {
    /// The summary of all transactions: the freshest list available (loaded, or stored when offline).
    func summary() async throws -> TransactionsSummary
}
