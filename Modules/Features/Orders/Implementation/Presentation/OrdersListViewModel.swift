import AppCore
import Foundation
import Networking
import OrdersInterface
import RemoteContent

/// Orders on show, why they are not fresh (if they are not), and the instant of the load.
struct OrdersContent: Sendable, Hashable {
    var snapshot: OrdersSnapshot
    var failure: NetworkError?
    var now: Date
}

/// The order list: the shared remote-content model over the orders service, which falls back
/// to the saved list; a failed refresh keeps the orders showing and says why.
typealias OrdersListViewModel = RemoteContentModel<OrdersContent, NetworkError>

extension OrdersContent: SyncStamped {
    var lastSync: Date? { snapshot.syncedAt }
}

extension RemoteContentModel where Content == OrdersContent, Failure == NetworkError {
    /// A model loading `service`'s list, stamped with `clock`'s time.
    convenience init(service: any OrdersService, clock: WallClock) {
        self.init(
            load: { _ in
                let result = await service.orders()
                guard let snapshot = result.snapshot else { return .failure(result.failure ?? .offline) }
                return .success(OrdersContent(snapshot: snapshot, failure: result.failure, now: clock.now()))
            },
            isEmpty: { $0.snapshot.orders.isEmpty },
            keep: { content, failure in
                content.failure = failure
                content.now = clock.now()
            })
    }
}
