import AppCoreTestSupport
import Foundation
import Localization
import MosaicTestSupport
import Networking
import OrdersInterface
import OrdersTesting
import RemoteContent
import SnapshotTesting
import TerminalUI
import Testing
@testable import Orders

/// The list: its states, the filter with its count in the title, refresh, and opening by id.
@MainActor @Suite struct OrdersListScreenTests {
    private func screen(_ service: FakeOrdersService, language: Language = .en) -> OrdersListScreen {
        OrdersListScreen(
            model: OrdersListViewModel(service: service, clock: frozen(at: ordersNow)),
            texts: texts(language),
            openOrder: { id in SheetScreen(title: "opened \(id)", sheet: DetailSheet(rows: [])) })
    }

    private func session(_ screen: OrdersListScreen) -> HeadlessSession {
        HeadlessSession(root: screen, size: TerminalSize(width: 80, height: 16))
    }

    /// `f` opens the shared filter picker (each filter with its count, the one in
    /// effect marked) instead of cycling blindly; Enter picks, Esc leaves the filter as it was.
    @Test func fOpensThePickerWithEachFiltersCountAndTheTitleNamesTheChoice() async throws {
        let service = FakeOrdersService()
        let screen = screen(service)
        #expect(screen.title == "Orders", "no count before the first load")
        let session = session(screen)
        try await session.settle()
        #expect(screen.title == "Orders · All (5)")
        try await session.send(.character("f"))
        #expect(session.navigator.top is FilterPickerScreen)
        let picker = session.frameText()
        for option in ["▸ ● All (5)", "○ Pending (1)", "○ In transit (2)", "○ Delivered (1)"] {
            #expect(picker.contains(option), "\(option) in \(picker)")
        }
        #expect(picker.contains("Orders · All (5) › Filter by status"), "\(picker)")
        try await session.send([.down, .down, .enter])
        #expect(session.navigator.top === screen)
        #expect(screen.title == "Orders · In transit (2)")
        try await session.send([.character("f"), .down, .escape])
        #expect(screen.title == "Orders · In transit (2)", "Esc leaves the filter unchanged")
        try await session.send(.character("f"))
        #expect(session.frameText().contains("▸ ● In transit (2)"), "the filter in effect is marked")
        try await session.send([.up, .up, .enter])
        #expect(screen.title == "Orders · All (5)", "back to All without cycling through the rest")
        #expect(service.listLoadCount == 1, "the picker is no details screen: no reload on return")
    }

    /// While a search narrows the list, the title's count says how many it shows.
    @Test func aSearchCountsItsMatchesInTheTitle() async throws {
        let screen = screen(FakeOrdersService())
        let session = session(screen)
        try await session.settle()
        try await session.send(KeyScript.parse("/ c h a i r s"))
        #expect(screen.title == "Orders · All (2 of 5)")
        try await session.send(KeyScript.parse("enter f down down enter"))
        #expect(screen.title == "Orders · In transit (2 of 2)")
        try await session.send(.escape)
        #expect(screen.title == "Orders · In transit (2)")
    }

    @Test func theFilterKeepsOnlyItsStatus() {
        let orders = OrderFixtures.mixed()
        #expect(OrderFilter.inTransit.apply(to: orders).map(\.id) == ["WB-1001", "WB-1004"])
        #expect(OrderFilter.pending.apply(to: orders).map(\.id) == ["WB-1002"])
        #expect(OrderFilter.delivered.apply(to: orders).map(\.id) == ["WB-1003"])
        #expect(OrderFilter.all.apply(to: orders).count == 5, "unsupported statuses show under All")
    }

    @Test func loadedListSnapshot() async throws {
        let session = session(screen(FakeOrdersService(snapshot: OrderFixtures.snapshot(skipped: 2))))
        try await session.settle()
        #expect(session.phase == .settled)
        let frame = session.frameText()
        #expect(frame.contains("Unknown status (RETURNED_TO_SENDER)"))
        #expect(frame.contains("2 orders from the server could not be read and were left out."))
        assertSnapshot(of: frame, as: .lines)
    }

    @Test func emptyListSaysNoOrders() async throws {
        let session = session(screen(FakeOrdersService(snapshot: OrderFixtures.snapshot([])), language: .pl))
        try await session.settle()
        #expect(session.frameText().contains("Brak zleceń"))
    }

    @Test func aFilterWithNoMatchesSaysSo() async throws {
        let session = session(
            screen(FakeOrdersService(snapshot: OrderFixtures.snapshot([OrderFixtures.pending()]))))
        try await session.settle()
        try await session.send([.character("f"), .down, .down, .enter])
        #expect(session.frameText().contains("No orders with this status. Press f to choose another filter."))
    }

    @Test func failureThenRetryLoads() async throws {
        let service = FakeOrdersService(lists: [
            OrdersLoad(snapshot: nil, failure: .offline), OrdersLoad(snapshot: OrderFixtures.snapshot()),
        ])
        let session = session(screen(service))
        try await session.settle()
        #expect(session.phase == .failed("You are offline. No orders are saved on this device yet."))
        try await session.send(.character("r"))
        #expect(session.phase == .settled)
        #expect(session.frameText().contains("Office chairs (4)"))
        #expect(service.listLoadCount == 2)
    }

    @Test func aFailedRefreshKeepsTheOrdersAndSaysWhy() async throws {
        let saved = OrderFixtures.snapshot(syncedAt: ordersNow - 7_200, source: .cache)
        let service = FakeOrdersService(lists: [
            OrdersLoad(snapshot: OrderFixtures.snapshot()), OrdersLoad(snapshot: saved, failure: .offline),
        ])
        let session = session(screen(service, language: .de))
        try await session.settle()
        #expect(session.frameText().contains("Lieferungen, Stand jetzt"), "\(session.frameText())")
        try await session.send(.character("r"))
        let frame = session.frameText()
        #expect(
            frame.contains("Offline: Angezeigt werden die gespeicherten Lieferungen, Stand vor 2 Stunden."),
            "\(frame)")
        #expect(frame.contains("Office chairs (4)"))
    }

    @Test func enterOpensTheSelectedOrderById() async throws {
        let session = session(screen(FakeOrdersService()))
        try await session.settle()
        try await session.send([.character("f"), .down, .down, .enter, .down, .enter])
        #expect(session.frameText().contains("opened WB-1004"))
    }

    @Test func backFromDetailsTheListRefreshesWhatTheDetailsMayHaveSeenMove() async throws {
        var delivered = OrderFixtures.inTransit()
        delivered.status = .delivered
        let service = FakeOrdersService(lists: [
            OrdersLoad(snapshot: OrderFixtures.snapshot([OrderFixtures.inTransit()])),
            OrdersLoad(snapshot: OrderFixtures.snapshot([delivered])),
        ])
        let session = session(screen(service))
        try await session.settle()
        #expect(service.listLoadCount == 1)
        try await session.send(.enter)
        #expect(session.frameText().contains("opened WB-1001"))
        #expect(service.listLoadCount == 1, "opening details does not reload the list")
        try await session.send(.escape)
        #expect(service.listLoadCount == 2)
        #expect(session.frameText().contains("Delivered"), "\(session.frameText())")
    }

    /// "updated now" must not stay after a minute. The frame's instant comes from
    /// the session (an interactive one redraws every second), so the words advance with no key.
    @Test func relativeTimesAdvanceWithTheFramesInstantWithoutAKey() async throws {
        final class Now { var date = ordersNow }
        let now = Now()
        let session = HeadlessSession(
            root: screen(FakeOrdersService()), size: TerminalSize(width: 80, height: 16), now: { now.date })
        try await session.settle()
        #expect(session.frameText().contains("Orders updated now"), "\(session.frameText())")
        now.date = ordersNow.addingTimeInterval(64)
        #expect(session.frameText().contains("Orders updated 1 minute ago"), "\(session.frameText())")
        now.date = ordersNow.addingTimeInterval(3 * 3600)
        #expect(session.frameText().contains("Orders updated 3 hours ago"), "\(session.frameText())")
    }
}
