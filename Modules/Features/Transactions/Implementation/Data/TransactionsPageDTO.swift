/// The body of `GET /transactions` as the backend sends it: `{"items": [...]}`.
struct TransactionsPageDTO: Decodable, Sendable {
    let items: [TransactionDTO]
}
