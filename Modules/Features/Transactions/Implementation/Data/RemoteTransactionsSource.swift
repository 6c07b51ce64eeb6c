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

    let api: APIClient
    var logger = Logger(label: "mosaic.transactions")

    /// The readable items; each unreadable one is logged and counted, never fatal to the list.
    /// The body is kept with the list: the offline copy stores it as it came, in one value.
    func fetchList() async throws(NetworkError) -> FetchedList<Transaction> {
        let body = try await api.http.send(Endpoint<TransactionsPageDTO>(path: TransactionsAPI.path).request)
            .body
        var list = try Self.list(from: body)
        for skipped in list.skippedEntries {
            logger.warning("Skipped transaction \(skipped)")
        }
        list.batch.payload = body
        return list.batch
    }

    /// The readable transactions of a `GET /transactions` body and the entries left out (what
    /// the offline copy reads back, without logging them again).
    static func list(from body: Data) throws(NetworkError) -> (
        batch: FetchedList<Transaction>, skippedEntries: [SkippedElement]
    ) {
        let page = try APIClient.decode(TransactionsPageDTO.self, from: body)
        return (
            FetchedList(page.items.elements.map(\.transaction), skipped: page.items.skipped.count),
            page.items.skipped
        )
    }
}
