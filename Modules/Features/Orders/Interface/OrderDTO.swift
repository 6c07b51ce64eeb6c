import Foundation
import JSONDecoding
import Networking

/// The body of `GET /api/v1/orders`: `{"orders": [...]}`. Orders are decoded one by one, so a
/// malformed order is dropped and counted instead of failing the list. Unknown fields are ignored.
public struct OrdersPageDTO: Decodable, Sendable {
    public let orders: TolerantList<OrderDTO>
}

/// One order on the wire (also the whole body of `GET /api/v1/orders/{id}`):
///
/// ```json
/// {"id": "WB-1001", "name": "Office chairs", "status": "IN_TRANSIT",
///  "from": {"name": "Wobitech Warehouse", "address": "Lagerstraße 5, 10115 Berlin"},
///  "to": {"name": "Anna Nowak", "address": "ul. Puławska 12, 02-512 Warszawa"},
///  "startDate": "2026-11-20T08:00:00Z", "pickedUpAt": "2026-11-20T09:10:00Z",
///  "estimatedDelivery": "2026-11-23T16:00:00Z", "deliveredAt": null,
///  "lastLocation": {"label": "Poznań hub", "updatedAt": "2026-11-22T07:45:00Z"},
///  "driver": null, "deliveryPhoto": null}
/// ```
///
/// `id`, `name`, `status`, `from`, `to` and `startDate` are required; the rest may be absent or null.
public struct OrderDTO: Codable, Sendable {
    struct Party: Codable, Sendable {
        let name: String
        let address: String
    }

    struct Location: Codable, Sendable {
        let label: String
        let updatedAt: Date?
    }

    struct Driver: Codable, Sendable {
        let name: String
        let phone: String?
    }

    let id: String
    let name: String
    let status: String
    let from: Party
    let to: Party
    let startDate: Date
    let pickedUpAt: Date?
    let estimatedDelivery: Date?
    let deliveredAt: Date?
    let lastLocation: Location?
    let driver: Driver?
    let deliveryPhoto: String?
}

extension OrderDTO {
    /// The wire form of `order` (the mock backend serves what it simulates this way).
    public init(_ order: Order) {
        self.init(
            id: order.id, name: order.name, status: order.status.raw,
            from: Party(name: order.sender.name, address: order.sender.address),
            to: Party(name: order.recipient.name, address: order.recipient.address),
            startDate: order.startedAt, pickedUpAt: order.pickedUpAt,
            estimatedDelivery: order.estimatedDelivery, deliveredAt: order.deliveredAt,
            lastLocation: order.lastLocation.map { Location(label: $0.label, updatedAt: $0.updatedAt) },
            driver: order.driver.map { Driver(name: $0.name, phone: $0.phone) },
            deliveryPhoto: order.deliveryPhoto)
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, status, from, to, startDate, pickedUpAt, estimatedDelivery, deliveredAt
        case lastLocation, driver, deliveryPhoto
    }

    public func encode(to encoder: any Encoder) throws {
        // Explicit nulls: the contract always carries every key.
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(status, forKey: .status)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(startDate, forKey: .startDate)
        try container.encode(pickedUpAt, forKey: .pickedUpAt)
        try container.encode(estimatedDelivery, forKey: .estimatedDelivery)
        try container.encode(deliveredAt, forKey: .deliveredAt)
        try container.encode(lastLocation, forKey: .lastLocation)
        try container.encode(driver, forKey: .driver)
        try container.encode(deliveryPhoto, forKey: .deliveryPhoto)
    }
}

extension OrdersPageDTO: FastDecodableResponse {
    /// Each order decoded alone, so one order nested too deep for Foundation's parser is skipped
    /// like any other unreadable order instead of failing the list.
    public static func fastDecoded(from data: Data, decoder: JSONDecoder) -> OrdersPageDTO? {
        TolerantList<OrderDTO>.decodingEachElement(data, at: "orders", decoder: decoder).map(
            OrdersPageDTO.init)
    }
}
