import Formatting
import Foundation
import JSONDecoding
import Logging
import Networking
import TransactionsInterface

/// What the wallet does with a `GET /transactions` body, as one call: decode item by item
/// (``TolerantList``), sort newest first (``TransactionOrdering``) and sum per currency
/// (``CurrencyTotals``). Public so benchmarks (`Benchmarks/MosaicBenchmarks`) measure the app's code.
public enum TransactionsListPipeline {
    /// `body`'s transactions in list order, their per-currency totals, and how many were left out.
    public static func listing(decoding body: Data, logger: Logger = Logger(label: "mosaic.transactions"))
        throws(NetworkError) -> (transactions: [Transaction], totals: [Money], skipped: Int)
    {
        let page = try APIClient.decode(TransactionsPageDTO.self, from: body)
        for skipped in page.items.skipped {
            logger.warning("Skipped transaction \(skipped)")
        }
        let sorted = TransactionOrdering.sorted(page.items.elements.map(\.transaction))
        return (sorted, CurrencyTotals.of(sorted), page.items.skipped.count)
    }
}
