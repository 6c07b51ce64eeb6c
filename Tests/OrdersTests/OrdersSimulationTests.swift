import Foundation
import OrdersInterface
import Testing

@testable import Orders
@testable import OrdersMocks

/// The mock backend's moving orders: deterministic, and visibly changing over time.
@Suite struct OrdersSimulationTests {
    private func simulation() throws -> OrdersSimulation {
        OrdersSimulation(sample: try OrdersMocks.sample(), origin: ordersNow)
    }

    private func order(_ id: String, after seconds: TimeInterval) throws -> Order {
        try #require(try simulation().orders(after: seconds).first { $0.id == id })
    }

    @Test func theSampleIsShiftedToTheStart() throws {
        #expect(
            try simulation().orders(after: 0) == (try OrdersMocks.sample()),
            "the sample is written as of the anchor")
        let later = OrdersSimulation(sample: try OrdersMocks.sample(), origin: ordersNow + 86_400)
        let firstOfSample = try #require(try OrdersMocks.sample().first)
        #expect(later.start.first?.startedAt == firstOfSample.startedAt + 86_400)
    }

    @Test func theFirstOrderInTransitMovesThenIsDeliveredAt20Seconds() throws {
        #expect(try order("WB-1001", after: 4).lastLocation?.label == "Frankfurt (Oder) border")
        let moved = try order("WB-1001", after: 5)
        #expect(moved.status == .inTransit)
        #expect(moved.lastLocation?.label == OrdersSimulation.waypoints[1])
        #expect(moved.lastLocation?.updatedAt == ordersNow + 5)
        #expect(try order("WB-1001", after: 10).lastLocation?.label == OrdersSimulation.waypoints[2])
        let delivered = try order("WB-1001", after: 20)
        #expect(delivered.status == .delivered)
        #expect(delivered.deliveredAt == ordersNow + 20)
        #expect(delivered.lastLocation == nil)
        #expect(delivered.deliveryPhoto == "doorstep")
        #expect(
            try order("WB-1004", after: 20).status == .inTransit, "the next one is delivered a minute later")
        #expect(try order("WB-1004", after: 80).status == .delivered)
    }

    @Test func pendingOrdersArePickedUpThenDelivered() throws {
        #expect(try order("WB-1002", after: 14).status == .pending)
        let picked = try order("WB-1002", after: 15)
        #expect(picked.status == .inTransit)
        #expect(picked.pickedUpAt == ordersNow + 15)
        #expect(picked.driver == nil)
        #expect(picked.lastLocation != nil)
        #expect(try order("WB-1002", after: 75).status == .delivered)
        #expect(try order("WB-1006", after: 59).status == .pending)
        #expect(try order("WB-1006", after: 60).status == .inTransit)
    }

    @Test func othersNeverMoveAndTheSameTimeGivesTheSameOrders() throws {
        let simulation = try simulation()
        for id in ["WB-1003", "WB-1005", "WB-1007"] {
            #expect(try order(id, after: 1_000) == (try order(id, after: 0)))
        }
        #expect(simulation.orders(after: 33) == simulation.orders(after: 33))
    }
}
