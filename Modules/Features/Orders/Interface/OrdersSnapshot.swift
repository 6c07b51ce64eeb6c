import Foundation
import Networking

/// The orders as of one fetch: the readable ones, how many were left out, when and from where.
public struct OrdersSnapshot: Sendable, Hashable {
    /// Where a snapshot came from.
    public enum Source: String, Sendable, Hashable {
        /// Fetched from the backend just now.
        case server
        /// The copy saved by the last successful fetch.
        case cache
    }

    /// The readable orders, in the backend's order.
    public var orders: [Order]
    /// How many elements of the backend's list could not be read (each dropped alone).
    public var skipped: Int
    /// When the backend sent it.
    public var syncedAt: Date
    /// Where it came from.
    public var source: Source

    /// A snapshot of `orders` synced at `syncedAt`.
    public init(orders: [Order], skipped: Int = 0, syncedAt: Date, source: Source) {
        self.orders = orders
        self.skipped = skipped
        self.syncedAt = syncedAt
        self.source = source
    }

    /// The order with `id`, if the list has it.
    public func order(id: String) -> Order? { orders.first { $0.id == id } }
}

/// The outcome of loading the list: the freshest orders available and, when not fresh, why.
public struct OrdersLoad: Sendable, Hashable {
    /// The server's list, else the saved one; nil when neither is available.
    public var snapshot: OrdersSnapshot?
    /// Why the server's list could not be used, if it could not.
    public var failure: NetworkError?

    /// A load of `snapshot`, with `failure` when the server could not provide it.
    public init(snapshot: OrdersSnapshot?, failure: NetworkError? = nil) {
        self.snapshot = snapshot
        self.failure = failure
    }
}

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
