import Foundation
import Networking
import OrdersInterface

/// The situations `orders-demo` shows (and tests reuse), each a scripted ``FakeOrdersService``.
public enum OrdersScenario: String, CaseIterable, Sendable {
    case loaded, empty, failing, offline
    case flakyPolling = "flaky-polling"
    case many

    /// The fake service of this scenario, dated relative to `now`.
    public func service(now: Date) -> FakeOrdersService {
        let orders = OrderFixtures.mixed(now: now)
        let snapshot = OrderFixtures.snapshot(orders, syncedAt: now)
        switch self {
        case .loaded:
            return FakeOrdersService(
                lists: [OrdersLoad(snapshot: snapshot)],
                details: Self.details(orders, now: now, moving: Self.movingOrder(now)))
        case .empty:
            return FakeOrdersService(snapshot: OrderFixtures.snapshot([], syncedAt: now))
        case .failing:
            let failure = NetworkError.httpStatus(code: 503, bodyExcerpt: "")
            return FakeOrdersService(
                lists: [OrdersLoad(snapshot: nil, failure: failure), OrdersLoad(snapshot: snapshot)],
                details: Self.details(orders, now: now, moving: []))
        case .offline:
            let saved = OrderFixtures.snapshot(orders, syncedAt: now - 3 * 3_600, source: .cache)
            return FakeOrdersService(
                lists: [OrdersLoad(snapshot: saved, failure: .offline)],
                details: Dictionary(
                    uniqueKeysWithValues: orders.map {
                        (
                            $0.id,
                            [
                                OrderDetailLoad(
                                    order: $0, source: .savedList, syncedAt: saved.syncedAt, failure: .offline
                                )
                            ]
                        )
                    }))
        case .flakyPolling:
            let first = OrderFixtures.inTransit(now: now)
            var moved = first
            moved.lastLocation = OrderLocation(label: "Łódź sorting centre", updatedAt: now + 60)
            let failed = OrderDetailLoad(order: first, source: .savedList, syncedAt: now, failure: .timeout)
            let flaky = [
                OrderDetailLoad(order: first, source: .server, syncedAt: now), failed, failed,
                OrderDetailLoad(order: moved, source: .server, syncedAt: now + 70),
            ]
            return FakeOrdersService(
                lists: [OrdersLoad(snapshot: snapshot)],
                details: Self.details(orders, now: now, moving: flaky))
        case .many:
            let many = OrderFixtures.many(500, now: now)
            return FakeOrdersService(snapshot: OrderFixtures.snapshot(many, syncedAt: now))
        }
    }

    /// WB-1001 in transit, moving to Łódź, then delivered.
    private static func movingOrder(_ now: Date) -> [OrderDetailLoad] {
        let start = OrderFixtures.inTransit(now: now)
        var moved = start
        moved.lastLocation = OrderLocation(label: "Łódź sorting centre", updatedAt: now + 10)
        var delivered = moved
        delivered.status = .delivered
        delivered.deliveredAt = now + 20
        delivered.lastLocation = nil
        delivered.deliveryPhoto = "doorstep"
        return [start, moved, delivered].enumerated().map {
            OrderDetailLoad(order: $1, source: .server, syncedAt: now + Double($0) * 10)
        }
    }

    /// Each order's details fresh, with WB-1001's replaced by `moving` when given.
    private static func details(_ orders: [Order], now: Date, moving: [OrderDetailLoad]) -> [String:
        [OrderDetailLoad]]
    {
        var details = Dictionary(
            uniqueKeysWithValues: orders.map {
                ($0.id, [OrderDetailLoad(order: $0, source: .server, syncedAt: now)])
            })
        if !moving.isEmpty { details["WB-1001"] = moving }
        return details
    }
}
