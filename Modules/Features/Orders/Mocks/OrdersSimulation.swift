import Foundation
import OrdersInterface

/// How the mock backend moves orders along over time, deterministically: the same elapsed time
/// always gives the same orders. Pending orders are picked up, orders in transit change location
/// every ``locationStep`` and are delivered on a fixed schedule (see Docs/Apps.md, "Mock backend (stage)").
struct OrdersSimulation: Sendable {
    /// The sample's dates are written as of this instant; they are shifted to the simulation's start.
    static let sampleAnchor = Date(timeIntervalSince1970: 1_795_435_200)  // 2026-11-23T12:00:00Z
    /// How often an order in transit reports a new location.
    static let locationStep: TimeInterval = 5
    /// The first order in transit is delivered this long after the start, the next ones
    /// ``deliverySpacing`` apart.
    static let firstDelivery: TimeInterval = 20
    static let deliverySpacing: TimeInterval = 60
    /// The first pending order is picked up this long after the start, the next ones
    /// ``pickupSpacing`` apart; each is delivered ``transitTime`` after its pickup.
    static let firstPickup: TimeInterval = 15
    static let pickupSpacing: TimeInterval = 45
    static let transitTime: TimeInterval = 60
    /// The places orders in transit pass through.
    static let waypoints = [
        "Poznań hub", "Łódź sorting centre", "Warsaw ring road", "Mokotów depot", "Out for delivery",
    ]

    /// The orders at the start (the sample), and the wall time of the start.
    let start: [Order]
    let origin: Date

    /// A simulation of `sample` starting at `origin`, its dates moved so the sample's "now" is `origin`.
    init(sample: [Order], origin: Date) {
        let shift = origin.timeIntervalSince(Self.sampleAnchor)
        self.start = sample.map { $0.shifted(by: shift) }
        self.origin = origin
    }

    /// Every order `elapsed` seconds after the start.
    func orders(after elapsed: TimeInterval) -> [Order] {
        var inTransitIndex = 0
        var pendingIndex = 0
        return start.map { order in
            switch order.status {
            case .inTransit:
                defer { inTransitIndex += 1 }
                let deliverAt = Self.firstDelivery + Double(inTransitIndex) * Self.deliverySpacing
                return moved(
                    order, lane: inTransitIndex, pickedUp: nil, deliverAt: deliverAt, elapsed: elapsed)
            case .pending:
                defer { pendingIndex += 1 }
                let pickUpAt = Self.firstPickup + Double(pendingIndex) * Self.pickupSpacing
                guard elapsed >= pickUpAt else { return order }
                return moved(
                    order, lane: pendingIndex + 1, pickedUp: pickUpAt, deliverAt: pickUpAt + Self.transitTime,
                    elapsed: elapsed)
            case .delivered, .unsupported:
                return order
            }
        }
    }

    private func moved(
        _ order: Order, lane: Int, pickedUp: TimeInterval?, deliverAt: TimeInterval, elapsed: TimeInterval
    ) -> Order {
        var order = order
        if let pickedUp {
            order.status = .inTransit
            order.pickedUpAt = origin.addingTimeInterval(pickedUp)
            order.driver = nil
        }
        if elapsed >= deliverAt {
            order.status = .delivered
            order.deliveredAt = origin.addingTimeInterval(deliverAt)
            order.lastLocation = nil
            order.deliveryPhoto = "doorstep"
            return order
        }
        let tick = Int(elapsed / Self.locationStep)
        let since = pickedUp.map { Int($0 / Self.locationStep) } ?? 0
        if tick > 0 || pickedUp != nil {
            order.lastLocation = OrderLocation(
                label: Self.waypoints[(lane + tick) % Self.waypoints.count],
                updatedAt: origin.addingTimeInterval(Double(max(tick, since)) * Self.locationStep))
        }
        return order
    }
}

extension Order {
    /// The order with every date moved by `interval` seconds.
    func shifted(by interval: TimeInterval) -> Order {
        var order = self
        order.startedAt += interval
        order.pickedUpAt = pickedUpAt.map { $0 + interval }
        order.estimatedDelivery = estimatedDelivery.map { $0 + interval }
        order.deliveredAt = deliveredAt.map { $0 + interval }
        order.lastLocation = lastLocation.map {
            OrderLocation(label: $0.label, updatedAt: $0.updatedAt.map { $0 + interval })
        }
        return order
    }
}
