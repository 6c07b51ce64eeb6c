import DataStorage
import Foundation
import MosaicTestSupport
import Networking
import OrdersInterface
import Testing

@testable import Orders

/// The live service: list and details from the backend, the saved copy when it cannot be used.
@Suite struct LiveOrdersServiceTests {
    private let list = MockRoute.text(
        path: "/api/v1/orders",
        #"{"orders": [\#(wireOrder(id: "A")), \#(wireOrder(id: "B", status: "DELIVERED")), 7]}"#)

    @Test func loadsTheListCountsTheSkippedAndSavesIt() async throws {
        let (service, database) = try makeService(routes: [list])
        let load = await service.orders()
        #expect(load.failure == nil)
        #expect(load.snapshot?.items.map(\.id) == ["A", "B"])
        #expect(load.snapshot?.skipped == 1)
        #expect(load.snapshot?.source == .server)
        let saved = try await OrdersCache(database: database).load()
        #expect(saved?.items.map(\.id) == ["A", "B"])
        #expect(saved?.skipped == 1)
        #expect(saved?.syncedAt == ordersNow)
    }

    @Test func offlineServesTheSavedListWithItsSyncTime() async throws {
        let (_, database) = try makeService(routes: [list])
        let (online, _) = try makeService(routes: [list], database: database, at: ordersNow - 600)
        _ = await online.orders()
        let (offline, _) = try makeService(routes: [list], offline: true, database: database)
        let load = await offline.orders()
        #expect(load.failure == .offline)
        #expect(load.snapshot?.source == .cache)
        #expect(load.snapshot?.syncedAt == ordersNow - 600)
        #expect(load.snapshot?.items.count == 2)
    }

    @Test func offlineWithNothingSavedHasNoSnapshot() async throws {
        let (service, _) = try makeService(routes: [list], offline: true)
        let load = await service.orders()
        #expect(load.snapshot == nil)
        #expect(load.failure == .offline)
    }

    @Test func detailsComeFromTheirOwnRouteAndUpdateTheSavedCopy() async throws {
        let detail = MockRoute.text(
            path: "/api/v1/orders/A",
            wireOrder(id: "A", status: "DELIVERED", extra: #", "deliveryPhoto": "doorstep""#))
        let (service, database) = try makeService(routes: [list, detail])
        _ = await service.orders()
        let load = await service.order(id: "A")
        #expect(load.source == .server)
        #expect(load.failure == nil)
        #expect(load.order?.status == .delivered)
        let saved = try await OrdersCache(database: database).load()
        #expect(saved?.items.map(\.id) == ["A", "B"], "the fresh copy keeps its place in the list")
        #expect(saved?.items.first?.status == .delivered)
    }

    @Test func aFailedDetailFetchFallsBackToTheListsCopy() async throws {
        let (service, _) = try makeService(routes: [list, .text(path: "/api/v1/orders/A", status: 500, "{}")])
        _ = await service.orders()
        let load = await service.order(id: "A")
        #expect(load.source == .savedList)
        #expect(load.order?.id == "A")
        #expect(load.syncedAt == ordersNow)
        guard case .httpStatus(500, _) = load.failure else {
            Issue.record("expected the HTTP 500, got \(String(describing: load.failure))")
            return
        }
    }

    @Test func anUnknownIdWithNothingSavedIsA404WithoutAnOrder() async throws {
        let (service, _) = try makeService(routes: [list])
        let load = await service.order(id: "ZZZ")
        #expect(load.order == nil)
        guard case .httpStatus(404, _) = load.failure else {
            Issue.record("expected 404, got \(String(describing: load.failure))")
            return
        }
    }

    @Test func savedOrdersSurviveAReopenOfTheDatabaseFile() async throws {
        // In a folder of the test's own: the database's folder is never a shared one like /tmp.
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appending(path: "orders.sqlite")
        let first = try AppDatabase(
            location: .file(url), appName: "orders-tests", migrations: [OrdersMigrations.all])
        let (service, _) = try makeService(routes: [list], database: first)
        _ = await service.orders()
        let reopened = try AppDatabase(
            location: .file(url), appName: "orders-tests", migrations: [OrdersMigrations.all])
        let saved = try await OrdersCache(database: reopened).order(id: "B")
        #expect(saved?.order.status == .delivered)
    }
}
