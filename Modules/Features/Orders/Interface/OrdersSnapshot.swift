import Foundation
import Networking

/// The orders as of one fetch: the readable ones (in the backend's order), how many were left
/// out, when and from where.
public typealias OrdersSnapshot = ListSnapshot<Order>

extension ListSnapshot where Item == Order {
    /// The order with `id`, if the list has it.
    public func order(id: String) -> Order? { items.first { $0.id == id } }
}

/// The outcome of loading the list: the freshest orders available and, when not fresh, why.
public typealias OrdersLoad = RemoteLoad<OrdersSnapshot>

/// The outcome of loading one order's details.
public struct OrderDetailLoad: Sendable, Hashable {
    /// Where the order shown came from.
    public enum Source: String, Sendable, Hashable {
        /// `GET /orders/{id}` just now.
        case server
        /// The copy in the last fetched list, because the details could not be fetched.
        case savedList
    }

    /// The order, fresh or the list's copy; nil when neither is available.
    public var order: Order?
    /// Where it came from.
    public var source: Source
    /// When the copy shown was synced with the server.
    public var syncedAt: Date?
    /// Why the details could not be fetched, if they could not.
    public var failure: NetworkError?

    /// A load of `order` from `source`, synced at `syncedAt`, with `failure` when not fresh.
    public init(order: Order?, source: Source, syncedAt: Date?, failure: NetworkError? = nil) {
        self.order = order
        self.source = source
        self.syncedAt = syncedAt
        self.failure = failure
    }
}
