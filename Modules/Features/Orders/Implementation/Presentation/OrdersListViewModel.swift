import AppCore
import Networking
import OrdersInterface
import RemoteContent

/// Orders on show, why they are not fresh (if they are not), and the instant of the load.
typealias OrdersContent = LoadedSnapshot<OrdersSnapshot>

/// The order list: the shared remote-content model over the orders service, which falls back
/// to the saved list; a failed refresh keeps the orders showing and says why.
typealias OrdersListViewModel = RemoteContentModel<OrdersContent, NetworkError>

extension RemoteContentModel where Content == OrdersContent, Failure == NetworkError {
    /// A model loading `service`'s list, stamped with `clock`'s time.
    convenience init(service: any OrdersService, clock: WallClock) {
        self.init(loading: service.orders, clock: clock, isEmpty: \.items.isEmpty)
    }
}
