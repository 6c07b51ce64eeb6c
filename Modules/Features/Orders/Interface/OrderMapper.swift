import Foundation
import JSONDecoding
import Networking

/// Turns wire orders into domain orders, in one place.
public enum OrderMapper {
    /// The order `dto` describes; nil when its id or name is blank (such an order cannot be
    /// opened or told apart, so it is dropped and counted like a malformed one).
    public static func order(_ dto: OrderDTO) -> Order? {
        let id = ServerText.trimmed(dto.id)
        let name = ServerText.trimmed(dto.name)
        guard !id.isEmpty, !name.isEmpty else { return nil }
        let photo = dto.deliveryPhoto.map(ServerText.trimmed)
        return Order(
            id: id, name: name, status: OrderStatus(raw: dto.status),
            sender: OrderParty(name: dto.from.name, address: dto.from.address),
            recipient: OrderParty(name: dto.to.name, address: dto.to.address),
            startedAt: dto.startDate, pickedUpAt: dto.pickedUpAt, estimatedDelivery: dto.estimatedDelivery,
            deliveredAt: dto.deliveredAt,
            lastLocation: dto.lastLocation.map { OrderLocation(label: $0.label, updatedAt: $0.updatedAt) },
            driver: dto.driver.map { OrderDriver(name: $0.name, phone: $0.phone) },
            deliveryPhoto: photo?.isEmpty == false ? photo : nil)
    }

    /// The readable orders of a page and how many were left out (unreadable or blank).
    public static func orders(_ page: OrdersPageDTO) -> (orders: [Order], skipped: Int) {
        let orders = page.orders.elements.compactMap(order)
        return (orders, page.orders.skipped.count + page.orders.elements.count - orders.count)
    }

    /// Decodes a list body (`GET /api/v1/orders`, or a `--data-file`).
    public static func decodeList(_ body: Data) throws(NetworkError) -> (orders: [Order], skipped: Int) {
        orders(try APIClient.decode(OrdersPageDTO.self, from: body))
    }

    /// Decodes a detail body (`GET /api/v1/orders/{id}`); a blank id or name is unreadable data.
    public static func decodeDetail(_ body: Data) throws(NetworkError) -> Order {
        guard let order = order(try APIClient.decode(OrderDTO.self, from: body)) else {
            throw .decoding(keyPath: "id", reason: "the order has a blank id or name")
        }
        return order
    }
}
