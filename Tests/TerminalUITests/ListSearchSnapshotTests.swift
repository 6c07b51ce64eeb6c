import SnapshotTesting
import Testing

@testable import TerminalUI

/// Whole 80x24 frames of a searchable grouped list, in the light, dark and no-color themes:
/// filtered with the search bar open, and scrolled with a sticky header.
@MainActor @Suite struct ListSearchSnapshotTests {
    private let size = TerminalSize(width: 80, height: 24)

    private func frame(after keys: [Key]) -> (Navigator, [StyledLine]) {
        let navigator = Navigator(root: SearchableSampleScreen())
        let context = RenderContext(size: size, theme: .noColor)
        for key in keys { navigator.handle(key, in: context) }
        return (navigator, navigator.frame(in: context).lines)
    }

    private func isHandled(_ action: ScreenAction) -> Bool {
        if case .handled = action { return true }
        return false
    }

    private func assertThemedSnapshots(
        _ lines: [StyledLine], testName: String = #function, line: UInt = #line
    ) {
        for theme in allThemes {
            assertSnapshot(of: lines, as: .ansi(theme), named: theme.name, testName: testName, line: line)
        }
    }

    @Test func filteredListWithTheSearchBar() {
        let (navigator, lines) = frame(after: [.character("/"), .character("u"), .character("n")])
        let text = lines.map(\.plainText)
        // München, Münster, Dortmund and Piotrków Trybunalski, found without typing "ü".
        #expect(text.contains { $0.hasPrefix(" / un▏  4 matches · enter keep · esc clear") })
        #expect(!text.contains { $0.contains("Mazowieckie") }, "regions without a match are left out")
        #expect(text.contains { $0.hasPrefix(" ▸ Piotrków") }, "Łódź went: the first match is selected")
        #expect(text.last?.hasPrefix(" enter keep  esc clear") == true, "q is text now: no quit hint")
        assertThemedSnapshots(lines)
        navigator.quit()
    }

    @Test func aNarrowedSearchWithNoMatchSaysSo() {
        let (navigator, lines) = frame(after: [.character("/"), .character("x"), .character("q")])
        #expect(lines.contains { $0.plainText.contains("No matches for “xq”") })
        #expect(!navigator.hasQuit, "q went to the search")
        navigator.quit()
    }

    @Test func scrolledWithAStickyHeader() throws {
        let (navigator, lines) = frame(after: [.end, .up, .up])
        let text = lines.map(\.plainText)
        // Body: the summary and a blank row, then the list from its first row.
        // Frame rows: the title bar, the summary, a blank row, then the list's first row.
        try #require(text.count > 3)
        #expect(
            text[3].hasPrefix("Nordrhein-Westfalen  24"),
            "the sticky header:\n\(text.joined(separator: "\n"))")
        #expect(text.contains { $0.hasPrefix(" ▸ Neuss") })
        assertThemedSnapshots(lines)
        navigator.quit()
    }

    @Test func keptFilterThenClickToSelectAndClickAgainToOpen() throws {
        let screen = SearchableSampleScreen()
        let navigator = Navigator(root: screen)
        let context = RenderContext(size: size, theme: .noColor)
        for key in [Key.character("/"), .character("l"), .character("o"), .character("d"), .enter] {
            navigator.handle(key, in: context)
        }
        let text = navigator.frame(in: context).lines.map(\.plainText)
        try #require(text.count > 4)
        #expect(text[2].hasPrefix(" / lod  1 match · / edit · esc clear"))
        #expect(text[3].hasPrefix("Łódzkie  1"))
        #expect(text[4].hasPrefix(" ▸ Łódź"))
        navigator.handle(.escape, in: context)
        // Cleared, Łódź still selected. Body rows: 0 summary, 1 blank, 2 "Łódzkie", 3 Łódź, 4 Piotrków.
        let body = navigator.bodyContext(in: context)
        let click = Key.mouse(MouseEvent(.press(.left), column: 5, row: 4))
        #expect(isHandled(screen.handle(click, in: body)))
        #expect(screen.list.selection == 1)
        #expect(screen.opened.isEmpty, "the first click selects")
        #expect(isHandled(screen.handle(click, in: body)))
        #expect(screen.opened == ["Piotrków Trybunalski"], "a click on the selected town opens it")
        let onHeader = Key.mouse(MouseEvent(.press(.left), column: 5, row: 2))
        #expect(!isHandled(screen.handle(onHeader, in: body)), "a header is not an item")
        navigator.quit()
    }
}
