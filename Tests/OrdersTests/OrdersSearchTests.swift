import AppCoreTestSupport
import Foundation
import Localization
import MosaicTestSupport
import OrdersInterface
import OrdersTesting
import TerminalUI
import Testing
@testable import Orders

/// `/` on the order list as a person types it (`--keys`-style scripts), and clicks.
@MainActor @Suite struct OrdersSearchTests {
    private func session() async throws -> (HeadlessSession, OrdersListScreen) {
        let screen = OrdersListScreen(
            model: OrdersListViewModel(service: FakeOrdersService(), clock: frozen(at: ordersNow)),
            texts: texts(.en),
            openOrder: { id in SheetScreen(title: "opened \(id)", sheet: DetailSheet(rows: [])) })
        let session = HeadlessSession(root: screen, size: TerminalSize(width: 80, height: 16))
        try await session.settle()
        return (session, screen)
    }

    private func keys(_ script: String) throws -> [Key] { try KeyScript.parse(script) }

    /// The order ids on screen, top to bottom.
    private func ids(_ frame: String) -> [String] {
        frame.split(separator: "\n").compactMap { $0.firstMatch(of: /WB-\d+/).map { String($0.output) } }
    }

    @Test func idsNamesPeopleAndStatusesMatch() async throws {
        let (session, screen) = try await session()
        #expect(screen.isSearchable)
        try await session.send(keys("/ c h a i r s"))
        #expect(ids(session.frameText()) == ["WB-1001", "WB-1004"])
        try await session.send(keys("esc / l u c i a"))
        #expect(ids(session.frameText()) == ["WB-1003"], "Lucía, typed without the accent")
        try await session.send(keys("esc / t r a n s i t"))
        #expect(ids(session.frameText()) == ["WB-1001", "WB-1004"], "the status as shown")
        try await session.send(keys("esc / w b - 1 0 0 2"))
        #expect(ids(session.frameText()) == ["WB-1002"])
        session.quit()
    }

    @Test(arguments: ["# 1 0 0 3", "1 0 0 3", "# w b - 1 0 0 3"])
    func anOrderIsFoundByItsNumberWithOrWithoutHash(typed: String) async throws {
        let (session, _) = try await session()
        try await session.send(keys("/ " + typed))
        #expect(ids(session.frameText()) == ["WB-1003"], "\(typed)")
        session.quit()
    }

    @Test func fFiltersWhatTheSearchNarrowsOnceTheSearchIsKept() async throws {
        let (session, screen) = try await session()
        try await session.send(keys("/ f"))
        #expect(session.navigator.top === screen, "f is text while typing: no picker")
        #expect(screen.title.hasPrefix("Orders · All ("), "\(screen.title)")
        #expect(session.frameText().contains("/ f▏"))
        try await session.send(keys("backspace a n n a enter f down down enter"))  // kept; then In transit
        #expect(screen.title == "Orders · In transit (2 of 2)")
        #expect(ids(session.frameText()) == ["WB-1001", "WB-1004"])
        session.quit()
    }

    @Test func theSelectionStaysOnTheSameOrder() async throws {
        let (session, _) = try await session()
        try await session.send(keys("/ c h a i r s down"))
        #expect(session.frameText().contains("▸ WB-1004"))
        try await session.send(.escape)
        #expect(ids(session.frameText()).count == 5)
        #expect(session.frameText().contains("▸ WB-1004"))
        try await session.send(.enter)
        #expect(session.frameText().contains("opened WB-1004"))
        session.quit()
    }

    @Test func aClickSelectsAndASecondClickOpens() async throws {
        let (session, screen) = try await session()
        let body = session.navigator.bodyContext(in: RenderContext(size: session.size, theme: .noColor))
        // Body rows: 0 freshness, 1 WB-1001, 2 WB-1002.
        let click = Key.mouse(MouseEvent(.press(.left), column: 8, row: 2))
        guard case .handled = screen.handle(click, in: body) else {
            Issue.record("the first click selects")
            return
        }
        #expect(session.frameText().contains("▸ WB-1002"))
        guard case .push(let details) = screen.handle(click, in: body) else {
            Issue.record("the second click opens")
            return
        }
        #expect(details.title == "opened WB-1002")
        guard case .ignored = screen.handle(.mouse(MouseEvent(.press(.left), column: 8, row: 0)), in: body)
        else {
            Issue.record("the freshness line is not an order")
            return
        }
        guard case .ignored = screen.handle(.mouse(MouseEvent(.press(.left), column: 8, row: 12)), in: body)
        else {
            Issue.record("below the last order is nothing")
            return
        }
        session.quit()
    }
}
