import MosaicTestSupport
import Testing

@testable import TerminalUI

@MainActor
@Suite(.hangsAfter(minutes: 10))
struct TabContainerTests {
    private func makeContainer() -> (TabContainer, [TaskProbeScreen]) {
        let tabs = ["Feed", "Transactions", "Settings"].map { TaskProbeScreen(title: $0) }
        return (TabContainer("Payback", tabs: tabs), tabs)
    }

    @Test func numberKeysTabAndShiftTabSwitchTabs() async throws {
        let (container, _) = makeContainer()
        let session = HeadlessSession(root: container, size: TerminalSize(width: 50, height: 6))
        #expect(session.frameText().contains("probe Feed"))
        try await session.send(.character("2"))
        #expect(container.selectedIndex == 1)
        #expect(session.frameText().contains("probe Transactions"))
        try await session.send(.tab)
        #expect(container.selectedIndex == 2)
        try await session.send(.tab)
        #expect(container.selectedIndex == 0, "Tab wraps around")
        try await session.send(.shiftTab)
        #expect(container.selectedIndex == 2)
        try await session.send(.character("9"))
        #expect(container.selectedIndex == 2, "no ninth tab: the key goes to the child")
        try await session.send(.character("1"))
        #expect(container.selectedIndex == 0)
        session.quit()
    }

    @Test func digitsTypedIntoASearchAreTextNotTabNumbers() async throws {
        let towns = SearchableSampleScreen()
        let container = TabContainer("Atlas", tabs: [towns, TaskProbeScreen(title: "Other")])
        let session = HeadlessSession(root: container, size: TerminalSize(width: 60, height: 12))
        #expect(container.isSearchable, "the container answers for the tab showing")
        try await session.send([.character("/"), .character("2")])
        #expect(container.selectedIndex == 0)
        #expect(container.capturesText)
        #expect(towns.search.query == "2")
        try await session.send(.character("q"))
        #expect(!session.hasQuit, "q is text too")
        try await session.send([.escape, .character("2")])
        #expect(container.selectedIndex == 1, "the search closed: 2 is a tab number again")
        #expect(!container.isSearchable && !container.capturesText)
        session.quit()
    }

    @Test func bracketsAndDigitsTypedIntoASearchInsideAnOuterContainerAreTextAndProductKeysStillWork()
        async throws
    {
        let towns = SearchableSampleScreen()
        let inner = TabContainer("Atlas", tabs: [towns, TaskProbeScreen(title: "Other")])
        let outer = TabContainer(
            "Suite", tabs: [inner, TaskProbeScreen(title: "Second")], switching: .productKeys)
        let session = HeadlessSession(root: outer, size: TerminalSize(width: 60, height: 12))
        #expect(outer.keyHints.contains { $0.key == KeyName.controlLeftRight && $0.press == .controlRight })
        try await session.send([.character("/"), .character("]"), .character("["), .character("2")])
        #expect(outer.selectedIndex == 0 && inner.selectedIndex == 0, "[, ] and 2 went into the query")
        #expect(towns.search.query == "][2")
        try await session.send(.controlRight)
        #expect(outer.selectedIndex == 1, "ctrl-→ is never text: it switches the outer tab")
        session.quit()
    }

    @Test func theFrameShowsTheTabBarAndTheSelectedChild() async throws {
        let (container, _) = makeContainer()
        let session = HeadlessSession(root: container, size: TerminalSize(width: 50, height: 5))
        try await session.send(.character("3"))
        #expect(
            session.frameText() == """
                 Payback
                  1 Feed   2 Transactions   3 Settings
                probe Settings
                                               ? help  : commands
                 tab switch tab  q quit
                """)
        session.quit()
    }

    @Test func childTasksStartWhenFirstShownAndAreCancelledWithTheContainer() async throws {
        let (container, tabs) = makeContainer()
        let navigator = Navigator(root: StaticScreen(title: "Home", body: []))
        navigator.start()
        navigator.push(container)
        try #require(tabs.count > 2)
        var feed = tabs[0].events.makeAsyncIterator()
        #expect(await feed.next() == .started)
        container.select(2)
        var settings = tabs[2].events.makeAsyncIterator()
        #expect(await settings.next() == .started)
        container.select(0)
        container.select(2)  // already running: not started twice
        navigator.pop()
        #expect(await feed.next() == .cancelled)
        #expect(await settings.next() == .cancelled)
        // The never-shown tab never ran: its stream holds nothing but can be finished.
        #expect(container.selectedIndex == 2)
    }

    @Test func phaseAndHintsFollowTheSelectedChild() {
        let container = TabContainer(
            "App",
            tabs: [
                StaticScreen(title: "A", body: [], phase: .busy),
                StaticScreen(title: "B", body: [], phase: .failed("boom")),
            ])
        #expect(container.phase == .busy)
        #expect(container.isAnimating)
        container.select(1)
        #expect(container.phase == .failed("boom"))
        #expect(container.keyHints == [KeyHint(KeyName.tab, "switch tab", priority: .navigation)])
        container.select(7)
        #expect(container.selectedIndex == 1)
    }

    @Test func theBarShowsStableNamesNotTheScreensChangingTitles() throws {
        let orders = StaticScreen(title: "Orders · All (7)", body: [])
        let container = TabContainer(
            "Mosaic", tabs: [orders, StaticScreen(title: "Settings", body: [])],
            names: ["Orders", "Settings"])
        let session = HeadlessSession(root: container, size: TerminalSize(width: 40, height: 6))
        let bar = try #require(session.frameText().split(separator: "\n").first { $0.contains("Settings") })
        #expect(bar.contains("Orders"))
        #expect(!bar.contains("(7)"), "counts belong to the screen, not the tab: \(bar)")
    }

    /// A hosted screen's title that says more than its tab's name (a filter and
    /// its count) reaches the title bar, after the container's own title; one the bar already
    /// shows adds nothing.
    @Test func theTitleCarriesWhatTheTabShowingsTitleSaysBeyondItsName() throws {
        let orders = StaticScreen(title: "Orders · All (7)", body: [])
        let container = TabContainer(
            "Mosaic", tabs: [orders, StaticScreen(title: "Settings", body: [])],
            names: ["Orders", "Settings"])
        #expect(container.title == "Mosaic › Orders · All (7)")
        let session = HeadlessSession(root: container, size: TerminalSize(width: 40, height: 6))
        let titleBar = try #require(session.frameText().split(separator: "\n").first)
        #expect(titleBar.contains("Mosaic › Orders · All (7)"), "\(titleBar)")
        container.select(1)
        #expect(container.title == "Mosaic", "Settings says nothing its tab does not")
        // Nested (a product with tabs in the super-app): the whole path to the title that says more.
        let wallet = TabContainer(
            "WorldOfPAYBACK",
            tabs: [
                StaticScreen(title: "Feed", body: []),
                StaticScreen(title: "Transactions · Category 2", body: []),
            ], names: ["Feed", "Transactions"])
        let outer = TabContainer("Mosaic", tabs: [wallet], names: ["WorldOfPAYBACK"], switching: .productKeys)
        #expect(outer.title == "Mosaic")
        wallet.select(1)
        #expect(outer.title == "Mosaic › WorldOfPAYBACK › Transactions · Category 2")
    }
}
