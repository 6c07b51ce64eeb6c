/// The PAYBACK transactions backend's contract: `GET /transactions` answers
/// `{"items": [...]}` (see `TransactionsPageDTO`).
public enum TransactionsAPI {
    /// The list's path below the base URL.
    public static let path = "/transactions"
}
