import Testing

@testable import TerminalUI

/// A picker's cursor and its choice mark are two glyphs a space apart, like a list's cursor.
@Suite struct MenuTests {
    @Test func theCursorAndTheChoiceMarkStandApart() {
        var state = ListState()
        state.select(1, in: ListLayout(sectionSizes: [3], hasHeaders: false), viewport: 3)
        let rows = Menu(options: ["English", "Deutsch", "Polski"], current: 0, state: state)
            .lines(width: 16).map(\.plainText)
        #expect(rows == ["   ● English    ", " ▸ ○ Deutsch    ", "   ○ Polski     "])
        let onTheChoice = Menu(options: ["English", "Deutsch"], current: 0).lines(width: 16).map(\.plainText)
        #expect(onTheChoice == [" ▸ ● English    ", "   ○ Deutsch    "])
        #expect(rows.allSatisfy { !$0.contains("▸●") && !$0.contains("▸○") })
    }
}
