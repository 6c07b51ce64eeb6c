import Testing

@testable import TerminalUI

/// Clicks on a list: which row is which (the sticky header included), select on the first click,
/// open on a click on the selected item, nothing elsewhere.
@Suite struct ListClickTests {
    /// Rows: 0 header A, 1-3 items 0-2, 4 header B, 5-9 items 3-7.
    let layout = ListLayout(sectionSizes: [3, 5])

    private func press(row: Int, _ button: MouseEvent.Button = .left) -> MouseEvent {
        MouseEvent(.press(button), column: 4, row: row)
    }

    @Test func hitTestingMapsViewportRowsToItemsAndHeaders() {
        #expect(layout.hit(row: 0, offset: 0, viewport: 4) == .header(section: 0))
        #expect(layout.hit(row: 1, offset: 0, viewport: 4) == .item(0))
        #expect(layout.hit(row: 3, offset: 0, viewport: 4) == .item(2))
        #expect(layout.hit(row: 4, offset: 0, viewport: 4) == nil, "below the viewport")
        #expect(layout.hit(row: -1, offset: 0, viewport: 4) == nil)
        // Scrolled to row 6 (item 4): the sticky B header covers it.
        #expect(layout.hit(row: 0, offset: 6, viewport: 4) == .header(section: 1))
        #expect(layout.hit(row: 1, offset: 6, viewport: 4) == .item(5))
        #expect(layout.hit(row: 3, offset: 6, viewport: 4) == .item(7))
        #expect(layout.hit(row: 3, offset: 7, viewport: 4) == nil, "past the last row")
    }

    @Test func enterOrAClickOnTheSelectionOpensMovesAndOtherClicksDoNot() {
        var state = ListState()
        #expect(state.handleOpening(.enter, listTop: 2, in: layout, viewport: 6) == .open(0))
        #expect(state.handleOpening(.down, listTop: 2, in: layout, viewport: 6) == .handled)
        #expect(state.handleOpening(.enter, listTop: 2, in: layout, viewport: 6) == .open(1))
        // The list starts 2 rows down: row 5 is list row 3, item 2.
        #expect(state.handleOpening(.mouse(press(row: 5)), listTop: 2, in: layout, viewport: 6) == .handled)
        #expect(state.selection == 2)
        #expect(state.handleOpening(.mouse(press(row: 5)), listTop: 2, in: layout, viewport: 6) == .open(2))
        #expect(state.handleOpening(.mouse(press(row: 2)), listTop: 2, in: layout, viewport: 6) == .ignored)
        #expect(state.handleOpening(.character("x"), listTop: 2, in: layout, viewport: 6) == .ignored)
        var empty = ListState()
        let none = ListLayout(sectionSizes: [])
        #expect(empty.handleOpening(.enter, listTop: 0, in: none, viewport: 6) == .ignored)
    }

    @Test func aClickSelectsAndASecondClickOpens() {
        var state = ListState()
        #expect(state.click(press(row: 3), listTop: 0, in: layout, viewport: 6) == .selected(2))
        #expect(state.selection == 2)
        #expect(state.click(press(row: 3), listTop: 0, in: layout, viewport: 6) == .opened(2))
        #expect(state.selection == 2)
    }

    @Test func rowsAboveTheListAreAccountedFor() {
        var state = ListState()
        // The list starts 3 rows down (e.g. a banner, a summary and the search bar).
        #expect(state.click(press(row: 5), listTop: 3, in: layout, viewport: 6) == .selected(1))
        #expect(state.click(press(row: 2), listTop: 3, in: layout, viewport: 6) == nil, "above the list")
        #expect(state.click(press(row: 9), listTop: 3, in: layout, viewport: 6) == nil, "below the list")
    }

    @Test func headersOtherButtonsAndTheWheelAreIgnored() {
        var state = ListState(selection: 1)
        #expect(state.click(press(row: 0), listTop: 0, in: layout, viewport: 6) == nil)
        #expect(state.click(press(row: 4), listTop: 0, in: layout, viewport: 6) == nil)
        #expect(state.click(press(row: 2, .right), listTop: 0, in: layout, viewport: 6) == nil)
        let wheel = MouseEvent(.wheelDown, column: 4, row: 2)
        #expect(state.click(wheel, listTop: 0, in: layout, viewport: 6) == nil)
        #expect(
            state.click(MouseEvent(.release, column: 4, row: 3), listTop: 0, in: layout, viewport: 6) == nil)
        #expect(state.selection == 1)
    }

    @Test func aClickOnTheStickyHeaderSelectsNothing() {
        var state = ListState()
        state.select(7, in: layout, viewport: 4)  // offset 6: B sticks over item 4
        #expect(state.hit(row: 0, in: layout, viewport: 4) == .header(section: 1))
        #expect(state.click(press(row: 0), listTop: 0, in: layout, viewport: 4) == nil)
        #expect(state.click(press(row: 1), listTop: 0, in: layout, viewport: 4) == .selected(5))
        #expect(state.offset == 6, "a visible item is selected without scrolling")
    }
}
