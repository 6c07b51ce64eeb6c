import AppCore
import CartInterface
import Logging
import RemoteContent

/// The order history could not be read from this device; `detail` is for the log.
struct OrderHistoryUnreadable: Error, Sendable, Hashable {
    let detail: String
}

/// The order history, newest first: the shared content model over the kept receipts (read from
/// this device; `r` retries a failed read).
typealias OrderHistoryViewModel = RemoteContentModel<[OrderReceipt], OrderHistoryUnreadable>

extension RemoteContentModel where Content == [OrderReceipt], Failure == OrderHistoryUnreadable {
    /// A model reading `history`.
    convenience init(history: any OrderHistoryService, logger: Logger = Logger(label: "mosaic.cart")) {
        self.init(
            load: { _ in
                do {
                    return .success(try await history.orders())
                } catch {
                    logger.error("Could not read the order history: \(error)")
                    return .failure(OrderHistoryUnreadable(detail: String(describing: error)))
                }
            },
            isEmpty: { $0.isEmpty }, keep: { _, _ in })
    }
}
