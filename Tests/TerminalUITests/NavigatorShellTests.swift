import Foundation
import MosaicTestSupport
import Testing

@testable import TerminalUI

/// The navigator's shell: the `?` overlay, `j`/`k`/`g`/`G`, mouse routing and the status line.
@MainActor
@Suite(.hangsAfter(minutes: 10))
struct NavigatorShellTests {
    private let context = RenderContext(size: TerminalSize(width: 80, height: 24), theme: .noColor)

    /// The frame's text with runs of spaces squeezed to one, so rows read "esc back".
    private func text(_ navigator: Navigator, _ context: RenderContext? = nil) -> String {
        navigator.frame(in: context ?? self.context).plainText()
            .replacingOccurrences(of: " {2,}", with: " ", options: .regularExpression)
    }

    // MARK: Help overlay

    @Test func questionMarkListsEveryHintOfTheScreenAndTheGlobalKeys() {
        let hints = (1...7).map { KeyHint("\($0)", "action number \($0) with a long label") }
        let screen = RecordingScreen(title: "Parcels", hints: hints)
        screen.isSearchable = true
        let navigator = Navigator(root: StaticScreen(title: "Root", body: []))
        navigator.push(screen)
        let narrow = RenderContext(size: TerminalSize(width: 60, height: 30), theme: .noColor)
        #expect(!text(navigator, narrow).contains("action number 7"), "the footer cannot fit them all")
        navigator.handle(.character("?"), in: narrow)
        let frame = text(navigator, narrow)
        for number in 1...7 { #expect(frame.contains("\(number) action number \(number)"), "\(frame)") }
        for row in [
            "This screen", "Everywhere", "esc back", "/ search", ": ctrl-p command palette", "j k down / up",
            "g G first / last", "q quit", "wheel move up / down", "click select, switch tab",
            "Keys · Parcels",
        ] {
            #expect(frame.contains(row), "\(row) in \(frame)")
        }
        #expect(!frame.contains("tab switch tab"), "no tabs here")
        #expect(screen.received == [.character("?")], "the screen was offered ? first")
    }

    @Test func anyKeyClosesTheOverlayAndIsNotPassedOn() {
        let screen = RecordingScreen(title: "List")
        let navigator = Navigator(root: screen)
        for key: Key in [
            .character("x"), .enter, .escape, .character("q"),
            .mouse(MouseEvent(.press(.left), column: 1, row: 1)),
        ] {
            navigator.handle(.character("?"), in: context)
            #expect(navigator.overlay != nil)
            navigator.handle(key, in: context)
            #expect(navigator.overlay == nil, "\(key) closes")
            #expect(!navigator.hasQuit)
        }
        #expect(screen.received == Array(repeating: .character("?"), count: 5))
    }

    @Test func aScreenThatUsesQuestionMarkKeepsIt() {
        let screen = RecordingScreen(title: "Editor", handles: [.character("?")])
        let navigator = Navigator(root: screen)
        navigator.handle(.character("?"), in: context)
        #expect(navigator.overlay == nil)
    }

    @Test func anOverlayTallerThanTheScreenScrollsAndSaysSo() {
        let hints = (1...30).map { KeyHint("k\($0)", "label \($0)") }
        let navigator = Navigator(root: RecordingScreen(title: "Long", hints: hints), mouse: false)
        navigator.handle(.character("?"), in: context)
        var frame = text(navigator)
        #expect(frame.contains("k1 "))
        #expect(frame.contains("↓ scroll"))
        #expect(!frame.contains("q quit"))
        #expect(navigator.frame(in: context).lines.count == 24)
        navigator.handle(.end, in: context)
        frame = text(navigator)
        #expect(frame.contains("q quit"))
        #expect(frame.contains("↑ scroll"))
        #expect(!frame.contains("wheel"), "no mouse in this session")
        navigator.handle(.character("k"), in: context)
        #expect(text(navigator).contains("↑↓ scroll"))
        navigator.handle(.mouse(MouseEvent(.wheelDown, column: 0, row: 0)), in: context)
        #expect(navigator.overlay != nil, "the wheel scrolls")
        navigator.handle(.character("x"), in: context)
        #expect(navigator.overlay == nil)
    }

    @Test func helpListsTabKeysOfTheContainersShowing() {
        let inner = TabContainer(
            "Store", tabs: [RecordingScreen(title: "Catalog"), RecordingScreen(title: "Cart")])
        let outer = TabContainer(
            "Mosaic", tabs: [inner, RecordingScreen(title: "Hiring")], switching: .productKeys)
        let navigator = Navigator(root: outer)
        navigator.handle(.character("?"), in: context)
        let frame = text(navigator)
        #expect(frame.contains("ctrl-←→ switch product"))
        #expect(frame.contains("alt-1–9 go to product"))
        #expect(frame.contains("tab switch tab"))
        #expect(frame.contains("1–9 go to tab"))
        #expect(frame.contains("Keys · Catalog"), "titled after the tab showing")
        #expect(!frame.contains("This screen"), "the containers' own hints are listed once, globally")
        navigator.handle(.escape, in: context)
        outer.select(1)
        navigator.handle(.character("?"), in: context)
        #expect(!text(navigator).contains("1–9 go to tab"), "Hiring has no inner tabs")
    }

    // MARK: Aliases

    @Test func jkgGAreArrowsHomeAndEndWhenTheScreenIgnoresThem() {
        let screen = RecordingScreen(title: "List")
        let navigator = Navigator(root: screen)
        for key in ["j", "k", "g", "G"] { navigator.handle(.character(Character(key)), in: context) }
        #expect(
            screen.receivedKeys == [
                .character("j"), .down, .character("k"), .up, .character("g"), .home, .character("G"), .end,
            ])
    }

    @Test func aScreenTypingTextKeepsTheLetters() {
        let screen = RecordingScreen(title: "Search", handles: [.character("j"), .character("k")])
        let navigator = Navigator(root: screen)
        navigator.handle(.character("j"), in: context)
        navigator.handle(.character("k"), in: context)
        #expect(screen.receivedKeys == [.character("j"), .character("k")])
    }

    @Test func anAliasCanPushLikeTheKeyItStandsFor() {
        let screen = RecordingScreen(title: "List")
        screen.next = .push(StaticScreen(title: "Detail", body: []))
        let navigator = Navigator(root: screen)
        navigator.handle(.character("j"), in: context)
        #expect(navigator.stack.map(\.title) == ["List", "Detail"])
    }

    // MARK: Mouse

    @Test func wheelTurnsTheScreenIgnoresMoveOneRowPerNotch() {
        let screen = RecordingScreen(title: "List")
        let navigator = Navigator(root: screen)
        navigator.handle(.mouse(MouseEvent(.wheelDown, column: 3, row: 5)), in: context)
        navigator.handle(.mouse(MouseEvent(.wheelDown, column: 3, row: 5)), in: context)
        navigator.handle(.mouse(MouseEvent(.wheelUp, column: 3, row: 5)), in: context)
        #expect(screen.receivedKeys == [.down, .down, .up])
        #expect(screen.receivedMouse.map(\.row) == [4, 4, 4], "offered first, shifted past the title bar")
    }

    @Test func aScreenThatHandlesTheWheelGetsNoArrows() {
        let screen = RecordingScreen(title: "Map", handlesMouse: true)
        let navigator = Navigator(root: screen)
        navigator.handle(.mouse(MouseEvent(.wheelDown, column: 0, row: 2)), in: context)
        #expect(screen.receivedKeys.isEmpty)
    }

    @Test func clicksOverTheBodyReachTheScreenRelativeToItsFirstRow() {
        let screen = RecordingScreen(title: "List", handlesMouse: true)
        let navigator = Navigator(root: screen)
        for row in [0, 1, 21, 22, 23] {
            navigator.handle(.mouse(MouseEvent(.press(.left), column: 7, row: row)), in: context)
        }
        // Row 0 is the title bar, rows 22 and 23 the status line and footer.
        #expect(
            screen.receivedMouse == [
                MouseEvent(.press(.left), column: 7, row: 0), MouseEvent(.press(.left), column: 7, row: 20),
            ])
        #expect(screen.contexts.allSatisfy { $0.height == 21 })
    }

    // MARK: Status line

    @Test func theStatusLineShowsTheEnvironmentTheSyncTimeAndTheShellKeys() throws {
        var labels = ChromeLabels.english
        labels.shell.environment = "stage · offline"
        labels.shell.synced = { date in "synced at \(Int(date.timeIntervalSince1970))" }
        let screen = RecordingScreen(title: "List")
        let navigator = Navigator(root: screen, labels: labels)
        var lines = navigator.frame(in: context).lines.map(\.plainText)
        try #require(lines.count > 22)
        #expect(lines[22].hasPrefix(" stage · offline "))
        #expect(lines[22].hasSuffix("? help  : commands "))
        #expect(lines[21].hasPrefix("List row 20"), "the body is one row shorter")
        screen.lastSync = Date(timeIntervalSince1970: 1234)
        lines = navigator.frame(in: context).lines.map(\.plainText)
        #expect(lines[22].hasPrefix(" stage · offline · synced at 1234 "))
        navigator.handle(.character("?"), in: context)
        try #require(navigator.frame(in: context).lines.count > 22)
        #expect(!navigator.frame(in: context).lines[22].plainText.contains("? help"))
    }

    @Test func clickingTheStatusLinesKeysOpensWhatTheyName() {
        let navigator = Navigator(root: RecordingScreen(title: "List"))
        // " ? help  : commands " ends the 80-cell row: "? help" at 61–66, ": commands" at 69–78.
        navigator.handle(.mouse(MouseEvent(.press(.left), column: 67, row: 22)), in: context)
        #expect(navigator.overlay == nil, "the gap between them")
        navigator.handle(.mouse(MouseEvent(.press(.left), column: 63, row: 22)), in: context)
        guard case .help = navigator.overlay else {
            Issue.record("help should be open")
            return
        }
        navigator.handle(.escape, in: context)
        navigator.handle(.mouse(MouseEvent(.press(.left), column: 70, row: 22)), in: context)
        guard case .palette = navigator.overlay else {
            Issue.record("the palette should be open")
            return
        }
    }

    @Test func aNarrowStatusLineDropsTheKeysBeforeTheFacts() throws {
        var labels = ChromeLabels.english
        labels.shell.environment = "production · offline"
        let navigator = Navigator(root: RecordingScreen(title: "List"), labels: labels)
        let narrow = RenderContext(size: TerminalSize(width: 30, height: 6), theme: .noColor)
        try #require(navigator.frame(in: narrow).lines.count > 4)
        #expect(navigator.frame(in: narrow).lines[4].plainText == " production · offline")
    }

    @Test func withoutEnvironmentOrSyncTheStatusLineStillShowsTheKeys() throws {
        let navigator = Navigator(root: RecordingScreen(title: "List"))
        try #require(navigator.frame(in: context).lines.count > 22)
        let line = navigator.frame(in: context).lines[22].plainText
        #expect(line.trimmingCharacters(in: .whitespaces) == "? help  : commands")
    }
}
