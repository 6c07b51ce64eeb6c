import Foundation
import JSONDecoding
import Logging
import Networking
import TransactionsInterface

/// The PAYBACK transactions backend: `GET /transactions`.
///
/// Environments (`--env`, `--base-url`):
/// - prod: `https://api.payback.com/transactions` (`--env prod`);
/// - PAYBACK's test system: `https://api-test.payback.com/transactions`
///   (`--env prod --base-url https://api-test.payback.com`);
/// - stage: the local `mock-backend` (`--env stage`, `--base-url http://127.0.0.1:PORT`);
/// - mock: the bundled `transactions.json`, in-process (the default).
struct RemoteTransactionsSource: TransactionsSource {
    /// The service's production backend.
    static let service = ServiceDescriptor(id: "transactions", prodURL: "https://api.payback.com")
    /// PAYBACK's test backend, reached with `--env prod --base-url` this URL.
    static let testBaseURL = URL(string: "https://api-test.payback.com")!
    /// The list's path below the base URL.
    static let path = "/transactions"

    let api: APIClient
    var logger = Logger(label: "mosaic.transactions")

    func transactions() async throws(NetworkError) -> [Transaction] {
        try await transactionsBatch().elements
    }

    /// The readable items; each unreadable one is logged and counted, never fatal to the list.
    func transactionsBatch() async throws(NetworkError) -> FetchedList<Transaction> {
        let page = try await api.send(Endpoint<TransactionsPageDTO>(path: Self.path))
        for skipped in page.items.skipped {
            logger.warning("Skipped transaction \(skipped)")
        }
        return FetchedList(page.items.elements.map(\.transaction), skipped: page.items.skipped.count)
    }
}
