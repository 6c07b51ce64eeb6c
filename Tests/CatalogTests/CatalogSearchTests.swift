import AppCoreTestSupport
import CatalogInterface
import CatalogTesting
import Foundation
import Localization
import MosaicTestSupport
import TerminalUI
import Testing
@testable import Catalog

/// `/` on the catalog as a person types it (`--keys`-style scripts), and clicks.
@MainActor @Suite struct CatalogSearchTests {
    private let issues = [
        CatalogIssue(position: 4, code: "REFUND", reason: .negativePrice(-5, currency: "EUR")),
        CatalogIssue(position: 5, code: nil, reason: .missingCode),
    ]

    private func session(language: Language = .en) async throws -> (HeadlessSession, CatalogScreen) {
        let model = CatalogViewModel(
            catalog: FakeCatalogService([
                CatalogLoad(snapshot: CatalogFixtures.snapshot(issues: issues, syncedAt: referenceDate - 90))
            ]), clock: frozen())
        let screen = CatalogScreen(model: model, texts: texts(language))
        let session = HeadlessSession(root: screen, size: TerminalSize(width: 80, height: 20))
        try await session.settle()
        return (session, screen)
    }

    private func keys(_ script: String) throws -> [Key] { try KeyScript.parse(script) }

    @Test func codesNamesPricesAndLeftOutEntriesMatch() async throws {
        let (session, screen) = try await session()
        #expect(screen.isSearchable)
        try await session.send(keys("/ m u g"))
        var frame = session.frameText()
        #expect(frame.contains("/ mug▏  1 match"))
        #expect(frame.contains("▸ MUG       Cabify Coffee Mug"))
        #expect(!frame.contains("Left out"), "a group without a match goes")
        try await session.send(keys("esc / 1 4 . 9 5"))
        #expect(session.frameText().contains("▸ CAP       Cabify Cap"), "the price as shown")
        try await session.send(keys("esc / r e f u n d"))
        frame = session.frameText()
        #expect(frame.contains("Left out  1"))
        #expect(frame.contains("#4 REFUND: negative price"))
        #expect(!frame.contains("Products  "), "no product matches: the products' header goes")
        try await session.send(.enter)
        #expect(session.frameText().contains("Left out  1"), "left-out entries do not open")
        session.quit()
    }

    @Test func theSelectionStaysAndAKeptSearchOpens() async throws {
        let (session, _) = try await session()
        try await session.send(keys("/ c a b i f y space t down"))  // T-Shirt, Sticker Pack
        #expect(session.frameText().contains("2 matches"))
        #expect(session.frameText().contains("▸ STICKERS"))
        try await session.send(keys("backspace backspace"))  // "cabify": every product
        #expect(session.frameText().contains("6 matches"))
        #expect(session.frameText().contains("▸ STICKERS"), "still the sticker pack")
        try await session.send(keys("enter enter"))
        #expect(session.frameText().contains("Catalog › Cabify Sticker Pack"))
        session.quit()
    }

    @Test func spanishWordsAndNoMatch() async throws {
        let (session, _) = try await session(language: .es)
        try await session.send(keys("/ x y"))
        #expect(session.frameText().contains("0 resultados · enter mantener · esc borrar"))
        #expect(session.frameText().contains("Sin resultados para «xy»"))
        session.quit()
    }

    @Test func aClickSelectsAndASecondClickOpens() async throws {
        let (session, screen) = try await session()
        let body = session.navigator.bodyContext(in: RenderContext(size: session.size, theme: .noColor))
        // Body rows: 0 freshness, 1 the left-out note, 2 "Products", 3 VOUCHER, 4 TSHIRT.
        let click = Key.mouse(MouseEvent(.press(.left), column: 8, row: 4))
        guard case .handled = screen.handle(click, in: body) else {
            Issue.record("the first click selects")
            return
        }
        #expect(session.frameText().contains("▸ TSHIRT"))
        guard case .push(let details) = screen.handle(click, in: body) else {
            Issue.record("the second click opens")
            return
        }
        #expect(details.title == "Cabify T-Shirt")
        // The search bar adds a row above the list: row 4 is VOUCHER now.
        try await session.send(keys("/ c a b"))
        _ = screen.handle(click, in: body)
        #expect(session.frameText().contains("▸ VOUCHER"))
        session.quit()
    }
}
