import MosaicTestSupport
import Testing

@testable import TerminalUI

/// Clicks on tab bars, `[`/`]` outer containers and what reaches the child.
@MainActor
@Suite(.hangsAfter(minutes: 10))
struct TabContainerMouseTests {
    private let context = RenderContext(size: TerminalSize(width: 80, height: 24), theme: .noColor)

    private func click(_ column: Int, _ row: Int) -> Key {
        .mouse(MouseEvent(.press(.left), column: column, row: row))
    }

    @Test func theBarReportsWhichTabACellBelongsTo() throws {
        // " " + " 1 Feed " + " " + " 2 Transactions " + " " + " 3 Settings "
        let bar = TabBar(["Feed", "Transactions", "Settings"], selected: 0)
        let hits = (0..<40).map { bar.tabIndex(atColumn: $0, width: 80) }
        try #require(hits.count > 26)
        #expect(hits[0] == nil)
        #expect(hits[1...8].allSatisfy { $0 == 0 })
        #expect(hits[9] == nil)
        #expect(hits[10...25].allSatisfy { $0 == 1 })
        #expect(hits[26] == nil)
        #expect(hits[27...38].allSatisfy { $0 == 2 })
        #expect(bar.tabIndex(atColumn: 30, width: 30) == nil, "a tab cut off at the edge is not clickable")
        let outer = TabBar(["Store", "Hiring"], selected: 0, numbered: false)
        try #require(outer.lines(width: 80).count > 0)
        #expect(outer.lines(width: 80)[0].plainText == "  Store   Hiring  ")
        #expect(outer.tabIndex(atColumn: 9, width: 80) == 1)
    }

    /// A bar too wide for its terminal with a gap around every tab draws the tabs close together
    /// (only the selected one padded) instead of cutting the last one, and clicks follow.
    @Test func aBarTooWideForTheTerminalClosesUpInsteadOfCuttingATab() throws {
        let titles = [
            "Sendungen", "WorldOfPAYBACK", "Cabify Store", "Lieferungen", "Recruiting", "Einstellungen",
        ]
        let bar = TabBar(titles, selected: 1, numbered: false)
        let wide = try #require(bar.lines(width: 120).first).plainText
        #expect(
            wide == "  Sendungen   WorldOfPAYBACK   Cabify Store   Lieferungen   Recruiting   Einstellungen  "
        )
        let narrow = try #require(bar.lines(width: 80).first).plainText
        #expect(narrow == " Sendungen  WorldOfPAYBACK  Cabify Store Lieferungen Recruiting Einstellungen ")
        #expect(!narrow.contains("…"))
        // " Sendungen " then " WorldOfPAYBACK " padded (selected), the rest close together.
        #expect(bar.tabIndex(atColumn: 1, width: 80) == 0)
        #expect(bar.tabIndex(atColumn: 10, width: 80) == nil)
        #expect(bar.tabIndex(atColumn: 11, width: 80) == 1)
        #expect(bar.tabIndex(atColumn: 26, width: 80) == 1)
        #expect(bar.tabIndex(atColumn: 28, width: 80) == 2)
        #expect(bar.tabIndex(atColumn: 66, width: 80) == 5)
    }

    @Test func clickingATabSelectsItAndOtherClicksReachTheChildBelowTheBar() {
        let tabs = ["Feed", "Transactions", "Settings"].map {
            RecordingScreen(title: $0, handlesMouse: true)
        }
        let container = TabContainer("Payback", tabs: tabs)
        let navigator = Navigator(root: container)
        navigator.handle(click(12, 1), in: context)  // terminal row 1 is the tab bar
        #expect(container.selectedIndex == 1)
        navigator.handle(click(9, 1), in: context)  // the gap between tabs
        #expect(container.selectedIndex == 1)
        navigator.handle(click(5, 6), in: context)
        navigator.handle(.mouse(MouseEvent(.wheelDown, column: 5, row: 6)), in: context)
        #expect(
            tabs[1].receivedMouse == [
                MouseEvent(.press(.left), column: 5, row: 4), MouseEvent(.wheelDown, column: 5, row: 4),
            ])
        #expect(tabs[1].contexts.allSatisfy { $0.height == 20 })
        #expect(tabs[0].received.isEmpty)
        navigator.handle(.mouse(MouseEvent(.press(.right), column: 2, row: 1)), in: context)
        #expect(container.selectedIndex == 1, "only the left button switches")
    }

    @Test func nestedContainersEachTakeClicksOnTheirOwnBar() throws {
        let catalog = RecordingScreen(title: "Catalog", handlesMouse: true)
        let store = TabContainer("Store", tabs: [catalog, RecordingScreen(title: "Cart")])
        let hiring = RecordingScreen(title: "Hiring", handlesMouse: true)
        let outer = TabContainer("Mosaic", tabs: [store, hiring], switching: .productKeys)
        let navigator = Navigator(root: outer)
        let frame = navigator.frame(in: context).lines.map(\.plainText)
        try #require(frame.count > 3)
        #expect(frame[1].hasPrefix("  Store   Hiring"))
        #expect(frame[2].hasPrefix("  1 Catalog   2 Cart"))
        #expect(frame[3] == "Catalog body")
        navigator.handle(click(14, 2), in: context)  // "2 Cart" in the inner bar
        #expect(store.selectedIndex == 1)
        navigator.handle(click(3, 2), in: context)
        #expect(store.selectedIndex == 0)
        navigator.handle(click(4, 3), in: context)  // the first body row of Catalog
        #expect(catalog.receivedMouse == [MouseEvent(.press(.left), column: 4, row: 0)])
        navigator.handle(click(11, 1), in: context)  // "Hiring" in the outer bar
        #expect(outer.selectedIndex == 1)
        navigator.handle(click(4, 2), in: context)
        #expect(hiring.receivedMouse == [MouseEvent(.press(.left), column: 4, row: 0)])
    }

    @Test func productKeysSwitchTheOuterContainerAndLeaveTabNumbersAndBracketsToTheInner() throws {
        let store = TabContainer(
            "Store", tabs: [RecordingScreen(title: "Catalog"), RecordingScreen(title: "Cart")])
        let payback = TabContainer(
            "Payback", tabs: [RecordingScreen(title: "Feed"), RecordingScreen(title: "Transactions")])
        let hiring = RecordingScreen(title: "Hiring")
        let outer = TabContainer("Mosaic", tabs: [store, payback, hiring], switching: .productKeys)
        let navigator = Navigator(root: outer)
        navigator.handle(.character("2"), in: context)
        #expect(outer.selectedIndex == 0)
        #expect(store.selectedIndex == 1)
        navigator.handle(.tab, in: context)
        #expect(store.selectedIndex == 0)
        navigator.handle(.controlRight, in: context)
        #expect(outer.selectedIndex == 1)
        navigator.handle(.controlLeft, in: context)
        navigator.handle(.controlLeft, in: context)
        #expect(outer.selectedIndex == 2, "wraps around")
        navigator.handle(.tab, in: context)
        navigator.handle(.character("]"), in: context)
        navigator.handle(.character("["), in: context)
        #expect(outer.selectedIndex == 2)
        #expect(
            hiring.receivedKeys == [.tab, .character("]"), .character("[")],
            "Hiring has no inner bar: Tab and the brackets are its own")
        navigator.handle(.alt("2"), in: context)
        #expect(outer.selectedIndex == 1)
        navigator.handle(.alt("9"), in: context)
        #expect(outer.selectedIndex == 1, "no ninth product: nothing happens")
        try #require(navigator.frame(in: context).lines.count > 23)
        let footer = navigator.frame(in: context).lines[23].plainText
        #expect(footer.contains("ctrl-←→ switch product"))
    }

    @Test func aSingleTabLeavesTheSwitchingKeysToItsChild() {
        let only = RecordingScreen(title: "Hiring")
        let container = TabContainer("Hiring", tabs: [only])
        let navigator = Navigator(root: container)
        navigator.handle(.tab, in: context)
        navigator.handle(.shiftTab, in: context)
        navigator.handle(.character("1"), in: context)
        #expect(only.receivedKeys == [.tab, .shiftTab, .character("1")])
        #expect(container.keyHints.isEmpty)
    }
}
