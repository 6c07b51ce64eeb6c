import CartInterface
import CatalogInterface
import Foundation
import Localization
import TerminalUI
import Testing

@testable import Cart

/// `/` on the store's products and on the order history.
@MainActor @Suite struct StoreSearchTests {
    private func session(_ harness: StoreHarness) throws -> (HeadlessSession, StoreScreen) {
        let texts = storeTexts(.en)
        let history = OrderHistoryStore(database: harness.database)
        let screen = StoreScreen(model: try harness.model(), texts: texts) {
            OrderHistoryScreen(model: OrderHistoryViewModel(history: history), texts: texts)
        }
        return (HeadlessSession(root: screen, size: TerminalSize(width: 90, height: 30)), screen)
    }

    @Test func plusIsTextWhileTypingAndAddsTheFoundProductOnceKept() async throws {
        let (session, screen) = try session(StoreHarness())
        try await session.settle()
        #expect(screen.isSearchable)
        try await session.send(KeyScript.parse("/ m u g +"))
        #expect(session.frameText().contains("/ mug+▏  0 matches"))
        #expect(session.frameText().contains("No matches for “mug+”"))
        #expect(session.frameText().contains("Cart  0 items"))
        try await session.send(KeyScript.parse("backspace enter + +"))
        let frame = session.frameText()
        #expect(frame.contains("/ mug  1 match"))
        #expect(frame.contains("Cart  2 items"))
        #expect(frame.contains("2 × Cabify Coffee Mug"))
        session.quit()
    }

    @Test func aClickSelectsAProduct() async throws {
        let (session, screen) = try session(StoreHarness())
        try await session.settle()
        let body = session.navigator.bodyContext(in: RenderContext(size: session.size, theme: .noColor))
        // Body rows: 0 "Products", 1 VOUCHER, 2 TSHIRT, 3 MUG.
        guard case .handled = screen.handle(.mouse(MouseEvent(.press(.left), column: 5, row: 3)), in: body)
        else {
            Issue.record("a click selects")
            return
        }
        try await session.send(.character("+"))
        #expect(session.frameText().contains("1 × Cabify Coffee Mug"))
        guard case .ignored = screen.handle(.mouse(MouseEvent(.press(.left), column: 5, row: 0)), in: body)
        else {
            Issue.record("the header is not a product")
            return
        }
        session.quit()
    }

    @Test func theOrderHistorySearches() async throws {
        let (session, _) = try session(StoreHarness(immediate: true))
        try await session.settle()
        try await session.send(KeyScript.parse("+ + c y enter o"))
        #expect(session.frameText().contains("S-000001"))
        try await session.send(KeyScript.parse("/ x"))
        #expect(session.frameText().contains("No matches for “x”"))
        try await session.send(KeyScript.parse("backspace 0 0 0 1 enter"))  // the reference
        #expect(session.frameText().contains("/ 0001  1 match · / edit · esc clear"))
        try await session.send(.enter)
        #expect(session.frameText().contains("Receipt S-000001"))
        session.quit()
    }
}
