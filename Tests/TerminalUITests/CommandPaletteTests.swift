import MosaicTestSupport
import Testing

@testable import TerminalUI

/// The command palette: what it lists, how typing filters, and running both kinds of entries.
@MainActor
@Suite(.hangsAfter(minutes: 10))
struct CommandPaletteTests {
    private let context = RenderContext(size: TerminalSize(width: 80, height: 24), theme: .noColor)

    /// An app like the super-app: an outer container of products, one with inner tabs.
    private func makeApp() -> (Navigator, outer: TabContainer, store: TabContainer, cart: RecordingScreen) {
        let cart = RecordingScreen(
            title: "Cart", hints: [KeyHint("r", "refresh"), KeyHint(KeyName.upDown, "move")],
            handles: [.character("r"), .up, .down])
        let store = TabContainer(
            "Cabify Store",
            tabs: [RecordingScreen(title: "Catalog"), RecordingScreen(title: "Promotions"), cart])
        let outer = TabContainer(
            "Mosaic", tabs: [store, RecordingScreen(title: "Hiring")], switching: .productKeys)
        return (Navigator(root: outer), outer, store, cart)
    }

    private func palette(_ navigator: Navigator) -> CommandPalette? {
        if case .palette(let palette) = navigator.overlay { return palette }
        return nil
    }

    private func type(_ text: String, into navigator: Navigator) {
        for character in text { navigator.handle(.character(character), in: context) }
    }

    @Test func listsTheScreensActionsTheGlobalOnesAndEveryTabWithItsPath() throws {
        let (navigator, _, store, _) = makeApp()
        store.select(2)
        navigator.handle(.character(":"), in: context)
        let entries = palette(navigator)?.entries ?? []
        #expect(
            entries.map(\.title) == [
                "refresh", "switch tab", "switch product", "help", "quit", "Cabify Store",
                "Cabify Store › Catalog", "Cabify Store › Promotions", "Cabify Store › Cart", "Hiring",
            ])
        try #require(entries.count > 8)
        #expect(entries[0].action == .key(.character("r")))
        #expect(entries[1].action == .key(.tab))
        #expect(entries[2].action == .key(.controlRight))
        #expect(entries[8].action == .tab([0, 2]))
        #expect(entries[8].detail == "go to")
        #expect(!entries.contains { $0.title == "move" }, "↑↓ is not one key")
    }

    @Test func ctrlPOpensItAndEscClosesItWithoutTouchingTheScreen() {
        let (navigator, _, store, _) = makeApp()
        navigator.handle(.control("p"), in: context)
        #expect(palette(navigator) != nil)
        type("q?", into: navigator)
        #expect(palette(navigator)?.query == "q?", "letters are typed, not keys")
        #expect(!navigator.hasQuit)
        navigator.handle(.escape, in: context)
        #expect(navigator.overlay == nil)
        #expect(store.selectedIndex == 0)
    }

    @Test func typingFiltersFuzzilyAndEnterGoesToTheTab() {
        let (navigator, outer, store, _) = makeApp()
        outer.select(1)
        navigator.push(StaticScreen(title: "Hiring detail", body: []))
        navigator.handle(.character(":"), in: context)
        type("cart", into: navigator)
        #expect(palette(navigator)?.matches.first?.entry.title == "Cabify Store › Cart")
        let frame = navigator.frame(in: context).plainText()
        #expect(frame.contains("› cart▏"))
        #expect(frame.contains("Cabify Store › Cart"))
        #expect(palette(navigator)?.matches.contains { $0.entry.title == "Hiring" } == false, "filtered out")
        navigator.handle(.enter, in: context)
        #expect(navigator.overlay == nil)
        #expect(navigator.stack.count == 1, "back to the root first")
        #expect(outer.selectedIndex == 0)
        #expect(store.selectedIndex == 2)
    }

    @Test func runningAnActionSendsItsKeyToTheScreen() {
        let (navigator, _, store, cart) = makeApp()
        store.select(2)
        navigator.handle(.character(":"), in: context)
        type("refr", into: navigator)
        navigator.handle(.enter, in: context)
        #expect(cart.receivedKeys.filter { $0 != .character(":") } == [.character("r")])
        navigator.handle(.character(":"), in: context)
        type("switch tab", into: navigator)
        navigator.handle(.enter, in: context)
        #expect(store.selectedIndex == 0, "Tab from the last tab wraps to the first")
    }

    @Test func arrowsAndCtrlNPMoveTheHighlightWithinTheMatches() {
        let (navigator, outer, _, _) = makeApp()
        navigator.handle(.character(":"), in: context)
        type("ca", into: navigator)
        #expect((palette(navigator)?.matches.count ?? 0) >= 3)
        navigator.handle(.up, in: context)
        #expect(palette(navigator)?.selection == 0, "stops at the top")
        navigator.handle(.control("n"), in: context)
        navigator.handle(.down, in: context)
        navigator.handle(.control("p"), in: context)
        #expect(palette(navigator)?.selection == 1)
        navigator.handle(.backspace, in: context)
        #expect(palette(navigator)?.query == "c")
        #expect(palette(navigator)?.selection == 0, "a new query starts at the best match")
        navigator.handle(.control("u"), in: context)
        type("hiring", into: navigator)
        navigator.handle(.enter, in: context)
        #expect(outer.selectedIndex == 1)
    }

    @Test func nothingMatchingSaysSoAndEnterDoesNothing() {
        let (navigator, _, _, _) = makeApp()
        navigator.handle(.character(":"), in: context)
        type("zzz", into: navigator)
        #expect(navigator.frame(in: context).plainText().contains("no matches"))
        navigator.handle(.enter, in: context)
        #expect(palette(navigator) != nil)
    }

    @Test func globalEntriesOpenHelpGoBackAndQuit() {
        let (navigator, _, _, _) = makeApp()
        navigator.push(StaticScreen(title: "Detail", body: []))
        navigator.handle(.character(":"), in: context)
        #expect(palette(navigator)?.entries.contains { $0.action == .back } == true)
        type("help", into: navigator)
        navigator.handle(.enter, in: context)
        guard case .help = navigator.overlay else {
            Issue.record("help should be open")
            return
        }
        navigator.handle(.escape, in: context)
        navigator.handle(.character(":"), in: context)
        type("back", into: navigator)
        navigator.handle(.enter, in: context)
        #expect(navigator.stack.count == 1)
        navigator.handle(.character(":"), in: context)
        type("quit", into: navigator)
        navigator.handle(.enter, in: context)
        #expect(navigator.hasQuit)
    }

    @Test func aScreenThatMustNotBeLeftOffersNoTabsAndNoBack() {
        let (navigator, _, _, _) = makeApp()
        let payment = RecordingScreen(title: "Paying")
        payment.allowsBack = false
        navigator.push(payment)
        navigator.handle(.character(":"), in: context)
        let titles = palette(navigator)?.entries.map(\.title) ?? []
        #expect(titles == ["help", "quit"])
    }

    @Test func clicksRunAnEntryOrCloseAndTheWheelMoves() {
        let (navigator, outer, _, _) = makeApp()
        navigator.handle(.character(":"), in: context)
        // The box starts one row into the body (terminal row 2): border, input, rule, entries.
        let frame = navigator.frame(in: context).lines.map(\.plainText)
        let hiringRow = frame.firstIndex { $0.contains("Hiring") && $0.contains("go to") } ?? 0
        #expect(hiringRow == 13)
        navigator.handle(.mouse(MouseEvent(.wheelDown, column: 10, row: 10)), in: context)
        #expect(palette(navigator)?.selection == 1)
        navigator.handle(.mouse(MouseEvent(.press(.left), column: 10, row: hiringRow)), in: context)
        #expect(navigator.overlay == nil)
        #expect(outer.selectedIndex == 1)
        navigator.handle(.character(":"), in: context)
        navigator.handle(.mouse(MouseEvent(.press(.left), column: 0, row: 20)), in: context)
        #expect(navigator.overlay == nil, "a click outside the box closes it")
    }

    @Test func aLongListScrollsToKeepTheHighlightVisible() {
        let letters = "abcdefghijklmnopqrstuvwxyz"
        let hints = letters.enumerated().map { KeyHint("ctrl-\($1)", "action \($0 + 1)") }
        let navigator = Navigator(root: RecordingScreen(title: "Busy", hints: hints))
        navigator.handle(.character(":"), in: context)
        for _ in 0..<25 { navigator.handle(.down, in: context) }
        let frame = navigator.frame(in: context).plainText()
        #expect(frame.contains("action 26"))
        #expect(frame.contains("─ ↑↓ ─┘"), "rows are hidden above and below")
        #expect(!frame.contains("action 1 "))
        #expect(navigator.frame(in: context).lines.count == 24)
    }
}
