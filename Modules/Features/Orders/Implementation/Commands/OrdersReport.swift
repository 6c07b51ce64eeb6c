import AppCore
import Foundation
import OrdersInterface
import Output

/// One order in the commands' JSON: every contract field, `null` when unset, the raw status
/// plus its name in the user's language and whether this app supports it.
struct OrderReport: Encodable {
    struct Party: Encodable {
        let name: String
        let address: String
    }

    struct Location: Encodable {
        let label: String
        @NullWhenUnset var updatedAt: Date?
    }

    struct Driver: Encodable {
        let name: String
        @NullWhenUnset var phone: String?
    }

    let id: String
    let name: String
    let status: String
    let statusName: String
    let statusSupported: Bool
    let from: Party
    let to: Party
    let startDate: Date
    @NullWhenUnset var pickedUpAt: Date?
    @NullWhenUnset var estimatedDelivery: Date?
    @NullWhenUnset var deliveredAt: Date?
    @NullWhenUnset var lastLocation: Location?
    @NullWhenUnset var driver: Driver?
    @NullWhenUnset var deliveryPhoto: String?

    init(_ order: Order, texts: OrdersTexts) {
        id = order.id
        name = order.name
        status = order.status.raw
        statusName = texts.status(order.status)
        if case .unsupported = order.status { statusSupported = false } else { statusSupported = true }
        from = Party(name: order.sender.name, address: order.sender.address)
        to = Party(name: order.recipient.name, address: order.recipient.address)
        startDate = order.startedAt
        pickedUpAt = order.pickedUpAt
        estimatedDelivery = order.estimatedDelivery
        deliveredAt = order.deliveredAt
        lastLocation = order.lastLocation.map { Location(label: $0.label, updatedAt: $0.updatedAt) }
        driver = order.driver.map { Driver(name: $0.name, phone: $0.phone) }
        deliveryPhoto = order.deliveryPhoto
    }
}

/// `orders list --format json`: the filter, the count and the orders, inside ``ListingEnvelope``.
struct OrdersListReport: Encodable {
    let status: String
    let count: Int
    let orders: [OrderReport]
    /// Why the saved list is printed instead of a fresh one, if it is.
    @NullWhenUnset var problem: String?
}

/// `orders show ID --format json`: the order and, when it is the list's copy, why.
struct OrderShowReport: Encodable {
    let order: OrderReport
    @NullWhenUnset var problem: String?
}

/// One line of `orders watch --format json`.
struct OrderWatchLine: Encodable {
    let at: Date
    let order: OrderReport
    /// Whether status or location changed since the previous line (true on the first).
    let changed: Bool
    /// Whether this poll failed and the data is the last good copy.
    let stale: Bool
    @NullWhenUnset var problem: String?
}
