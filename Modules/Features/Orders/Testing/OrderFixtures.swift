import Foundation
import Networking
import OrdersInterface

/// Orders for tests and demos, dated relative to a reference instant.
public enum OrderFixtures {
    /// 2026-11-23T12:00:00Z.
    public static let reference = Date(timeIntervalSince1970: 1_795_435_200)

    private static let warehouse = OrderParty(
        name: "Wobitech Warehouse", address: "Lagerstraße 5, 10115 Berlin")

    /// An order in transit, last seen `Poznań hub` an hour before `now`.
    public static func inTransit(id: String = "WB-1001", now: Date = reference) -> Order {
        Order(
            id: id, name: "Office chairs (4)", status: .inTransit, sender: warehouse,
            recipient: OrderParty(name: "Anna Nowak", address: "ul. Puławska 12, 02-512 Warszawa"),
            startedAt: now - 2 * 86_400, pickedUpAt: now - 86_400, estimatedDelivery: now + 4 * 3_600,
            lastLocation: OrderLocation(label: "Poznań hub", updatedAt: now - 3_600))
    }

    /// An order waiting for its driver.
    public static func pending(id: String = "WB-1002", now: Date = reference) -> Order {
        Order(
            id: id, name: "Standing desk", status: .pending,
            sender: OrderParty(name: "Möbelhaus Krause", address: "Hauptstraße 44, 04109 Leipzig"),
            recipient: OrderParty(name: "Jonas Weber", address: "Karl-Marx-Allee 90, 10243 Berlin"),
            startedAt: now - 3 * 3_600, estimatedDelivery: now + 2 * 86_400,
            driver: OrderDriver(name: "Piotr Zieliński", phone: "+48 600 100 200"))
    }

    /// A delivered order with its photo.
    public static func delivered(id: String = "WB-1003", now: Date = reference) -> Order {
        Order(
            id: id, name: "Espresso machine", status: .delivered,
            sender: OrderParty(name: "Cafetera Madrid", address: "Calle de Alcalá 120, 28009 Madrid"),
            recipient: OrderParty(name: "Lucía García", address: "Carrer de Mallorca 300, 08037 Barcelona"),
            startedAt: now - 5 * 86_400, pickedUpAt: now - 5 * 86_400 + 4 * 3_600,
            estimatedDelivery: now - 3 * 86_400, deliveredAt: now - 3 * 86_400 - 2 * 3_600,
            deliveryPhoto: "doorstep")
    }

    /// An order whose status this app does not know.
    public static func unsupported(id: String = "WB-1007", now: Date = reference) -> Order {
        Order(
            id: id, name: "Returned monitor", status: .unsupported("RETURNED_TO_SENDER"),
            sender: OrderParty(name: "Anna Nowak", address: "ul. Puławska 12, 02-512 Warszawa"),
            recipient: warehouse, startedAt: now - 4 * 86_400)
    }

    /// One order of each kind: in transit, pending, delivered, unsupported, another in transit.
    public static func mixed(now: Date = reference) -> [Order] {
        [
            inTransit(now: now), pending(now: now), delivered(now: now), unsupported(now: now),
            inTransit(id: "WB-1004", now: now),
        ]
    }

    /// `count` orders cycling through the kinds, ids WB-2000 upwards.
    public static func many(_ count: Int, now: Date = reference) -> [Order] {
        (0..<count).map { index in
            let id = "WB-\(2000 + index)"
            switch index % 3 {
            case 0: return inTransit(id: id, now: now)
            case 1: return pending(id: id, now: now)
            default: return delivered(id: id, now: now)
            }
        }
    }

    /// A snapshot of `orders` synced at `date`.
    public static func snapshot(
        _ orders: [Order] = mixed(), skipped: Int = 0, syncedAt date: Date = reference,
        source: ContentSource = .server
    ) -> OrdersSnapshot {
        OrdersSnapshot(items: orders, skipped: skipped, syncedAt: date, source: source)
    }
}
