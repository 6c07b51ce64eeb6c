import Testing

@testable import TerminalUI

/// Scrolling a body taller than its window: keys, the wheel, the ends, and the "more" row.
@Suite struct ScrollPositionTests {
    private let lines = (1...10).map { StyledLine("row \($0)") }

    private func shown(_ position: ScrollPosition, height: Int = 4) -> [String] {
        position.window(lines, height: height) { StyledLine("↓ \($0) more") }.map(\.plainText)
    }

    @Test func aTallBodyShowsItsTopAndSaysHowMuchIsBelow() {
        #expect(shown(ScrollPosition()) == ["row 1", "row 2", "row 3", "↓ 7 more"])
    }

    @Test func keysMoveALineAPageAndToTheEnds() {
        var position = ScrollPosition()
        let used1 = position.handle(.down, count: 10, height: 4)
        #expect(used1)
        #expect(shown(position) == ["row 2", "row 3", "row 4", "↓ 6 more"])
        let used2 = position.handle(.pageDown, count: 10, height: 4)
        #expect(used2)
        #expect(position.offset == 4)
        let used3 = position.handle(.end, count: 10, height: 4)
        #expect(used3)
        #expect(shown(position) == ["row 8", "row 9", "row 10", ""], "at the end nothing is hidden")
        let used4 = position.handle(.down, count: 10, height: 4)
        #expect(used4, "a scrolling key at the end is still used")
        #expect(position.offset == 7)
        let used5 = position.handle(.home, count: 10, height: 4)
        #expect(used5)
        #expect(position.offset == 0)
        let used6 = position.handle(.up, count: 10, height: 4)
        #expect(used6)
        #expect(position.offset == 0, "never above the top")
    }

    @Test func theWheelMovesThreeLines() {
        var position = ScrollPosition()
        let used7 = position.handle(.mouse(MouseEvent(.wheelDown, column: 0, row: 0)), count: 10, height: 4)
        #expect(used7)
        #expect(position.offset == 3)
        let used8 = position.handle(.mouse(MouseEvent(.wheelUp, column: 0, row: 0)), count: 10, height: 4)
        #expect(used8)
        #expect(position.offset == 0)
    }

    @Test func aBodyThatFitsIsShownWholeAndOtherKeysAreNotTaken() {
        var position = ScrollPosition()
        #expect(position.window(Array(lines.prefix(3)), height: 4) { _ in .blank }.count == 3)
        let used9 = position.handle(.character("r"), count: 10, height: 4)
        #expect(!used9)
        let used10 = position.handle(.enter, count: 10, height: 4)
        #expect(!used10)
    }
}
