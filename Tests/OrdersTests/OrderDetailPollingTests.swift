import AppCoreTestSupport
import Clocks
import ConcurrencyExtras
import Foundation
import MosaicTestSupport
import Networking
import OrdersInterface
import OrdersTesting
import Testing
@testable import Orders

/// The details' polling cadence on a TestClock: every 10 s while the order moves, backing off
/// after failures (10, 20, 40, capped at 60 s) and recovering, never for delivered orders, and
/// stopping when the screen is left.
@MainActor @Suite(.serialized, .hangsAfter(minutes: 10)) struct OrderDetailPollingTests {
    private let id = "WB-1001"

    private func fresh(_ order: Order) -> OrderDetailLoad {
        OrderDetailLoad(order: order, source: .server, syncedAt: ordersNow)
    }

    private var failed: OrderDetailLoad {
        OrderDetailLoad(
            order: OrderFixtures.inTransit(), source: .savedList, syncedAt: ordersNow, failure: .timeout)
    }

    private func model(_ details: [OrderDetailLoad], clock: TestClock<Duration>) -> (
        OrderDetailViewModel, FakeOrdersService
    ) {
        let service = FakeOrdersService(
            lists: [OrdersLoad(snapshot: OrderFixtures.snapshot())], details: [id: details])
        return (
            OrderDetailViewModel(id: id, service: service, clock: clock, wallClock: frozen(at: ordersNow)),
            service
        )
    }

    /// Lets the model's task run until `condition` holds: the test waits for the poll it caused,
    /// not for a number of turns that a busy machine may not give. After 100,000 turns it stops
    /// and the expectation that follows fails.
    private func until(_ condition: () -> Bool) async {
        var turns = 0
        while !condition(), turns < 100_000 {
            await Task.yield()
            turns += 1
        }
    }

    private func content(_ model: OrderDetailViewModel) -> OrderDetailContent? {
        if case .loaded(let content) = model.state { return content }
        return nil
    }

    @Test func pollsEveryTenSecondsUntilDeliveredThenStops() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            var moved = OrderFixtures.inTransit()
            moved.lastLocation = OrderLocation(label: "Łódź sorting centre")
            var delivered = moved
            delivered.status = .delivered
            delivered.deliveredAt = ordersNow
            let (model, service) = model(
                [fresh(OrderFixtures.inTransit()), fresh(moved), fresh(delivered)], clock: clock)
            let task = Task { await model.run() }
            await until { content(model) != nil }
            #expect(service.detailLoadCount(id) == 1)
            #expect(content(model)?.order.lastLocation?.label == "Poznań hub")
            await clock.advance(by: .seconds(9))
            #expect(service.detailLoadCount(id) == 1)
            await clock.advance(by: .seconds(1))
            await until { content(model)?.order.lastLocation?.label == "Łódź sorting centre" }
            #expect(service.detailLoadCount(id) == 2)
            #expect(content(model)?.order.lastLocation?.label == "Łódź sorting centre")
            await clock.advance(by: .seconds(10))
            await until { content(model)?.order.status == .delivered }
            #expect(service.detailLoadCount(id) == 3)
            #expect(content(model)?.order.status == .delivered)
            await clock.advance(by: .seconds(120))
            #expect(service.detailLoadCount(id) == 3, "a delivered order is not polled")
            task.cancel()
            await task.value
        }
    }

    @Test func refreshFetchesAtOnceAndPollingKeepsItsSchedule() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            var moved = OrderFixtures.inTransit()
            moved.lastLocation = OrderLocation(label: "Warsaw ring road")
            let (model, service) = model(
                [fresh(OrderFixtures.inTransit()), fresh(moved), fresh(moved)], clock: clock)
            let task = Task { await model.run() }
            await until { content(model) != nil }
            await clock.advance(by: .seconds(4))
            #expect(service.detailLoadCount(id) == 1)
            model.refresh()
            await until { content(model)?.order.lastLocation?.label == "Warsaw ring road" }
            #expect(service.detailLoadCount(id) == 2, "r fetched without waiting for the poll")
            #expect(content(model)?.order.lastLocation?.label == "Warsaw ring road")
            await clock.advance(by: .seconds(5))
            #expect(service.detailLoadCount(id) == 2)
            await clock.advance(by: .seconds(1))
            await until { service.detailLoadCount(id) == 3 }
            #expect(service.detailLoadCount(id) == 3, "the poll came 10 s after the first load, as scheduled")
            task.cancel()
            await task.value
        }
    }

    @Test func refreshLoadsADeliveredOrderOnceMore() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            var delivered = OrderFixtures.inTransit()
            delivered.status = .delivered
            delivered.deliveredAt = ordersNow
            let (model, service) = model([fresh(delivered), fresh(delivered)], clock: clock)
            let task = Task { await model.run() }
            await until { content(model) != nil }
            #expect(service.detailLoadCount(id) == 1)
            model.refresh()
            await until { service.detailLoadCount(id) == 2 }
            #expect(service.detailLoadCount(id) == 2)
            await clock.advance(by: .seconds(120))
            #expect(service.detailLoadCount(id) == 2, "still no polling for a delivered order")
            task.cancel()
            await task.value
        }
    }

    @Test func aFailedPollKeepsTheDataMarksItStaleBacksOffAndRecovers() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            var moved = OrderFixtures.inTransit()
            moved.lastLocation = OrderLocation(label: "Mokotów depot")
            let (model, service) = model(
                [fresh(OrderFixtures.inTransit()), failed, failed, failed, failed, fresh(moved)], clock: clock
            )
            let task = Task { await model.run() }
            await until { content(model) != nil }
            // Each wait: 10 s, then after 1, 2, 3, 4 failures 20, 40, 60 (capped), 60 s.
            for (wait, count) in [(10, 2), (20, 3), (40, 4), (60, 5)] {
                await clock.advance(by: .seconds(wait - 1))
                #expect(service.detailLoadCount(id) == count - 1, "not before \(wait) s")
                await clock.advance(by: .seconds(1))
                await until { service.detailLoadCount(id) == count && content(model)?.isStale == true }
                #expect(service.detailLoadCount(id) == count, "after \(wait) s")
                #expect(content(model)?.isStale == true)
                #expect(content(model)?.failure == .timeout)
                #expect(content(model)?.source == .server, "the last good data stays, not the list's copy")
                #expect(content(model)?.order.lastLocation?.label == "Poznań hub")
            }
            await clock.advance(by: .seconds(60))
            await until { content(model)?.isStale == false }
            #expect(service.detailLoadCount(id) == 6)
            #expect(content(model)?.isStale == false)
            #expect(content(model)?.order.lastLocation?.label == "Mokotów depot")
            await clock.advance(by: .seconds(10))
            await until { service.detailLoadCount(id) == 7 }
            #expect(service.detailLoadCount(id) == 7, "back to every 10 s after recovering")
            task.cancel()
            await task.value
        }
    }

    @Test func deliveredOrdersAreNeverPolled() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            let (model, service) = model([fresh(OrderFixtures.delivered(id: id))], clock: clock)
            let task = Task { await model.run() }
            await until { content(model) != nil }
            await clock.advance(by: .seconds(600))
            #expect(service.detailLoadCount(id) == 1)
            task.cancel()
            await task.value
        }
    }

    @Test func leavingTheScreenCancelsThePolling() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            let (model, service) = model([fresh(OrderFixtures.inTransit())], clock: clock)
            let task = Task { await model.run() }
            await until { content(model) != nil }
            await clock.advance(by: .seconds(5))
            task.cancel()
            await task.value
            await clock.advance(by: .seconds(600))
            #expect(service.detailLoadCount(id) == 1)
        }
    }

    @Test func theIntervalIsConfigurable() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            let service = FakeOrdersService(
                lists: [OrdersLoad(snapshot: OrderFixtures.snapshot())],
                details: [id: [fresh(OrderFixtures.inTransit())]])
            let model = OrderDetailViewModel(
                id: id, service: service, clock: clock, wallClock: frozen(at: ordersNow),
                schedule: PollSchedule(interval: .seconds(3), cap: .seconds(60)))
            let task = Task { await model.run() }
            await until { content(model) != nil }
            await clock.advance(by: .seconds(3))
            await until { service.detailLoadCount(id) == 2 }
            #expect(service.detailLoadCount(id) == 2)
            task.cancel()
            await task.value
        }
    }

    @Test func aFailedFirstFetchShowsTheListCopyAndSaysSo() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            let (model, _) = model([failed, fresh(OrderFixtures.inTransit())], clock: clock)
            let task = Task { await model.run() }
            await until { content(model) != nil }
            #expect(content(model)?.source == .savedList)
            #expect(content(model)?.isStale == true)
            await clock.advance(by: .seconds(20))
            await until { content(model)?.source == .server }
            #expect(
                content(model)?.source == .server, "a failed first fetch backs off to 20 s, then recovers")
            #expect(content(model)?.isStale == false)
            task.cancel()
            await task.value
        }
    }

    @Test func nothingToShowFailsAndRetryLoads() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            let (model, service) = model(
                [
                    OrderDetailLoad(order: nil, source: .savedList, syncedAt: nil, failure: .offline),
                    fresh(OrderFixtures.delivered(id: id)),
                ], clock: clock)
            let task = Task { await model.run() }
            await until { model.state != .loading }
            #expect(model.state == .failed(.offline))
            await clock.advance(by: .seconds(60))
            #expect(service.detailLoadCount(id) == 1, "no polling without data; retry is the user's")
            model.retry()
            #expect(model.state == .loading)
            await until { content(model) != nil }
            #expect(content(model)?.order.status == .delivered)
            task.cancel()
            await task.value
        }
    }

    @Test func theScheduleDoublesAndCaps() {
        let schedule = PollSchedule()
        #expect(
            (0...6).map(schedule.delay(afterFailures:)) == [10, 20, 40, 60, 60, 60, 60].map { .seconds($0) })
    }
}
