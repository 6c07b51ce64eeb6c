import AppCoreTestSupport
import Foundation
import HiringInterface
import HiringTesting
import Localization
import MosaicTestSupport
import TerminalUI
import Testing
@testable import Hiring

/// `/` on the hiring list as a person types it (`--keys`-style scripts), sticky list headers and
/// clicks, on the small fixture and on 100,000 items.
@MainActor @Suite struct HiringSearchTests {
    private func session(_ snapshot: HiringSnapshot = HiringFixtures.snapshot(), height: Int = 24)
        async throws
        -> (HeadlessSession, HiringScreen)
    {
        let model = HiringViewModel(
            list: FakeHiringService([HiringLoad(snapshot: snapshot)]), clock: frozen())
        let screen = HiringScreen(model: model, texts: texts(.en))
        let session = HeadlessSession(root: screen, size: TerminalSize(width: 80, height: height))
        try await session.settle()
        return (session, screen)
    }

    private func keys(_ script: String) throws -> [Key] { try KeyScript.parse(script) }

    @Test func theSelectionStaysOnTheSameNameWhileItMatches() async throws {
        let (session, screen) = try await session()
        #expect(screen.isSearchable)
        try await session.send(keys("/ 1 down"))  // Item 12, Item 100, Item 10: Item 100 selected
        #expect(session.frameText().contains("▸ Item 100"))
        try await session.send(keys("0"))  // Item 100, Item 10
        #expect(session.frameText().contains("▸ Item 100"), "still Item 100")
        try await session.send(keys("0"))  // Item 100 only
        #expect(session.frameText().contains("▸ Item 100"))
        try await session.send(.escape)
        #expect(session.frameText().contains("▸ Item 100"), "the whole list again, Item 100 selected")
        session.quit()
    }

    @Test func aHashAndANumberFindAnItemByItsId() async throws {
        let items = [
            HiringItem(id: 684, listId: 1, name: "Jane"), HiringItem(id: 68, listId: 1, name: "Bob"),
            HiringItem(id: 1684, listId: 2, name: "Ann 684"),
        ]
        let (session, _) = try await session(HiringFixtures.snapshot(items))
        try await session.send(keys("/ # 6 8 4"))
        let frame = session.frameText()
        #expect(frame.contains("Jane"), "\(frame)")
        #expect(
            !frame.contains("Bob") && !frame.contains("Ann"), "#684 is the id, not a part of one: \(frame)")
        try await session.send(keys("esc / 6 8 4"))
        #expect(session.frameText().contains("Jane"), "a number finds the id too")
        #expect(session.frameText().contains("Ann 684"), "and names with it")
        #expect(!session.frameText().contains("Bob"))
        session.quit()
    }

    @Test func sAndCAreTextWhileTypingAndKeysOnceKept() async throws {
        let (session, _) = try await session()
        try await session.send(keys("/ s c"))
        #expect(session.frameText().contains("/ sc▏  0 matches"))
        #expect(session.frameText().contains("sorted: natural"), "s typed, not a sort toggle")
        try await session.send(keys("backspace backspace i t e m space 8 enter s"))
        #expect(session.frameText().contains("sorted: text"))
        #expect(session.frameText().contains("/ item 8  2 matches · / edit · esc clear"))
        session.quit()
    }

    @Test func aClickSelectsAndASecondClickOpensTheItem() async throws {
        let (session, screen) = try await session()
        let body = session.navigator.bodyContext(in: RenderContext(size: session.size, theme: .noColor))
        // Body rows: 0 freshness, 1 summary, 2 blank, 3 "List 1", 4 Item 9, 5 Item 12.
        let click = Key.mouse(MouseEvent(.press(.left), column: 8, row: 5))
        guard case .handled = screen.handle(click, in: body) else {
            Issue.record("the first click selects")
            return
        }
        #expect(session.frameText().contains("▸ Item 12"))
        guard case .push(let details) = screen.handle(click, in: body) else {
            Issue.record("the second click opens")
            return
        }
        #expect(details.title == "Item 12")
        guard case .ignored = screen.handle(.mouse(MouseEvent(.press(.left), column: 8, row: 3)), in: body)
        else {
            Issue.record("a list's header is not an item")
            return
        }
        session.quit()
    }

    @Test func oneHundredThousandItemsSearchAndStickWhileScrolling() async throws {
        let items = (0..<100_000).map { HiringItem(id: $0, listId: 1 + $0 % 4, name: "Item \($0)") }
        let (session, _) = try await session(HiringFixtures.snapshot(items), height: 24)
        try await session.send(keys("pgdown pgdown"))
        var lines = session.frameText().split(separator: "\n", omittingEmptySubsequences: false)
        // Body: freshness, summary, blank, then the list: its first row is List 1's sticky header.
        try #require(lines.count > 4)
        #expect(lines[4].hasPrefix("List 1  25,000 items"), "\(lines[4])")
        try await session.send(keys("/ 9 9 9 9 9"))
        let frame = session.frameText()
        #expect(frame.contains("/ 99999▏  1 match"))
        #expect(frame.contains("▸ Item 99999"))
        lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.hasPrefix("List 4  1 item") })
        session.quit()
    }
}
