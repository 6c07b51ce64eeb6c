import Testing

@testable import TerminalUI

@Suite struct ListStateTests {
    /// Rows: 0 header A, 1-3 items 0-2, 4 header B, 5-9 items 3-7, 10 header C, 11-12 items 8-9.
    let layout = ListLayout(sectionSizes: [3, 5, 2])
    let viewport = 4

    /// The selection is on screen, and not under the sticky header drawn over the first row.
    private func expectVisible(_ state: ListState, sourceLocation: SourceLocation = #_sourceLocation) {
        let row = layout.rowIndex(ofItem: state.selection)
        let firstShown =
            state.offset + (layout.stickyHeader(offset: state.offset, viewport: viewport) == nil ? 0 : 1)
        #expect(row >= firstShown && row < state.offset + viewport, sourceLocation: sourceLocation)
    }

    @Test func layoutMapsItemsToRows() throws {
        #expect(layout.itemCount == 10)
        #expect(layout.rowCount == 13)
        #expect(layout.rowIndex(ofItem: 3) == 5)
        let position = try #require(layout.position(ofItem: 3))
        #expect(position == (section: 1, row: 0))
        #expect(layout.position(ofItem: 10) == nil)
    }

    @Test func movingDownPastTheViewportScrollsJustEnough() {
        var state = ListState()
        for expected in 1...9 {
            let handled = state.handle(.down, in: layout, viewport: viewport)
            #expect(handled)
            #expect(state.selection == expected)
            expectVisible(state)
        }
        #expect(state.offset == 13 - viewport)
        let handledAtEnd = state.handle(.down, in: layout, viewport: viewport)
        #expect(handledAtEnd)
        #expect(state.selection == 9, "stays on the last item")
    }

    @Test func scrollingOnlyHappensWhenTheSelectionLeavesTheViewport() {
        var state = ListState()
        _ = state.handle(.down, in: layout, viewport: viewport)
        _ = state.handle(.down, in: layout, viewport: viewport)
        #expect(state.offset == 0)
        _ = state.handle(.down, in: layout, viewport: viewport)  // item 3 at row 5
        #expect(state.offset == 2)
        _ = state.handle(.up, in: layout, viewport: viewport)  // item 2 at row 3, still visible
        #expect(state.offset == 2)
    }

    @Test func movingUpToASectionsFirstItemRevealsItsHeader() {
        var state = ListState()
        state.select(7, in: layout, viewport: viewport)  // row 9
        #expect(state.offset == 6)
        for _ in 0..<2 {
            _ = state.handle(.up, in: layout, viewport: viewport)  // up to item 5, row 7
        }
        #expect(state.offset == 6)
        // Item 4 at row 6 would sit under B's sticky header in the first row: one row up.
        _ = state.handle(.up, in: layout, viewport: viewport)
        #expect(state.offset == 5)
        expectVisible(state)
        _ = state.handle(.up, in: layout, viewport: viewport)  // item 3, row 5: header B at row 4
        #expect(state.selection == 3)
        #expect(state.offset == 4)
        // Item 2 at row 3 would sit under A's sticky header: row 2 (item 1, covered) goes on top.
        _ = state.handle(.up, in: layout, viewport: viewport)
        #expect(state.offset == 2)
        expectVisible(state)
    }

    @Test func pageUpAndPageDownMoveByAPage() {
        var state = ListState()
        _ = state.handle(.pageDown, in: layout, viewport: viewport)
        #expect(state.selection == 3)
        expectVisible(state)
        _ = state.handle(.pageDown, in: layout, viewport: viewport)
        _ = state.handle(.pageDown, in: layout, viewport: viewport)
        _ = state.handle(.pageDown, in: layout, viewport: viewport)
        #expect(state.selection == 9)
        expectVisible(state)
        _ = state.handle(.pageUp, in: layout, viewport: viewport)
        #expect(state.selection == 6)
        expectVisible(state)
        _ = state.handle(.pageUp, in: layout, viewport: viewport)
        _ = state.handle(.pageUp, in: layout, viewport: viewport)
        _ = state.handle(.pageUp, in: layout, viewport: viewport)
        #expect(state.selection == 0)
        #expect(state.offset == 0, "the first item shows its header")
    }

    @Test func homeAndEndJumpToTheEnds() {
        var state = ListState()
        _ = state.handle(.end, in: layout, viewport: viewport)
        #expect(state.selection == 9)
        #expect(state.offset == 9)
        _ = state.handle(.home, in: layout, viewport: viewport)
        #expect(state.selection == 0)
        #expect(state.offset == 0)
    }

    @Test func otherKeysAndEmptyListsAreNotHandled() {
        var state = ListState()
        let enter = state.handle(.enter, in: layout, viewport: viewport)
        let letter = state.handle(.character("j"), in: layout, viewport: viewport)
        let emptyList = state.handle(.down, in: ListLayout(sectionSizes: []), viewport: viewport)
        #expect(!enter && !letter && !emptyList)
        #expect(state == ListState())
    }

    @Test func resolvingClampsAStaleStateToAShrunkListOrViewport() {
        var state = ListState()
        state.select(9, in: layout, viewport: 10)
        let shrunk = ListLayout(sectionSizes: [2])
        let resolved = state.resolved(in: shrunk, viewport: 2)
        #expect(resolved.selection == 1)
        #expect(resolved.offset == 1)
        let smaller = state.resolved(in: layout, viewport: 2)
        #expect(smaller.offset == 11)
    }

    @Test func theListRendersTheVisibleWindowWithTheSelectionHighlighted() throws {
        let sections = [
            ListSection("A", rows: (1...3).map { ListRow("a\($0)") }),
            ListSection("B", rows: (1...5).map { ListRow("b\($0)", detail: "\($0)0 pts") }),
        ]
        var state = ListState()
        state.select(4, in: SectionedList(sections).layout, viewport: 4)
        let list = SectionedList(sections, state: state)
        let lines = list.lines(width: 20, height: 4)
        // Row 3 (a3) is the first row: A's header scrolled off, so it is drawn there instead.
        let expected = ["A  3", "B  5", "   b1        10 pts ", " ▸ b2        20 pts "]
        #expect(lines.map(\.plainText) == expected)
        try #require(lines.count > 3)
        #expect(lines[3].spans.allSatisfy { $0.style.attributes.contains(.inverse) })
        #expect(list.selectedRow?.title == "b2")
    }
}
