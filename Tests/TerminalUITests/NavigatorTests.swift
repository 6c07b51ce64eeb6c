import MosaicTestSupport
import Testing

@testable import TerminalUI

@MainActor
@Suite(.hangsAfter(minutes: 10))
struct NavigatorTests {
    private let context = RenderContext(size: TerminalSize(width: 40, height: 8), theme: .noColor)

    @Test func enterPushesEscAndBackspacePopAndEscAtTheRootQuits() async throws {
        let (source, feed) = AsyncStream<Result<[String], SampleError>>.makeStream()
        feed.yield(.success(["alpha", "beta"]))
        let session = HeadlessSession(root: SampleListScreen(model: SampleViewModel(source: source)))
        try await session.settle()
        try await session.send([.down, .enter])
        #expect(session.navigator.stack.map(\.title) == ["Items", "beta"])
        #expect(session.frameText().contains("Detail of beta"))
        try await session.send(.escape)
        #expect(session.navigator.stack.count == 1)
        try await session.send(.enter)
        try await session.send(.backspace)
        #expect(session.navigator.stack.count == 1)
        try await session.send(.backspace)
        #expect(!session.hasQuit, "Backspace at the root does nothing")
        try await session.send(.escape)
        #expect(session.hasQuit, "Esc at the root quits, as the exit-code table says")
        #expect(!session.navigator.wasInterrupted, "a normal quit (exit 0), not Ctrl-C")
    }

    @Test func escAtTheRootClosesAnOverlayOrASearchBeforeItQuits() {
        let navigator = Navigator(root: SearchableSampleScreen())
        navigator.handle(.character("?"), in: context)
        navigator.handle(.escape, in: context)
        #expect(navigator.overlay == nil && !navigator.hasQuit, "Esc closed the help only")
        navigator.handle(.character(":"), in: context)
        navigator.handle(.escape, in: context)
        #expect(navigator.overlay == nil && !navigator.hasQuit, "Esc closed the palette only")
        for key in [Key.character("/"), .character("b"), .escape] { navigator.handle(key, in: context) }
        #expect(!navigator.hasQuit, "Esc cleared the search being typed")
        for key in [Key.character("/"), .character("b"), .enter, .escape] {
            navigator.handle(key, in: context)
        }
        #expect(!navigator.hasQuit, "Esc cleared the kept search")
        navigator.handle(.escape, in: context)
        #expect(navigator.hasQuit)
        #expect(!navigator.wasInterrupted)
    }

    @Test func theScreenBelowHearsWhenItShowsAgainThroughItsContainer() {
        let list = RecordingScreen(title: "List")
        let other = RecordingScreen(title: "Other")
        let navigator = Navigator(root: TabContainer("App", tabs: [list, other]))
        navigator.push(RecordingScreen(title: "Details"))
        #expect(list.returns == 0)
        navigator.handle(.escape, in: context)
        #expect(navigator.stack.count == 1)
        #expect(list.returns == 1, "the tab showing is told")
        #expect(other.returns == 0, "a hidden tab is not")
        navigator.handle(.backspace, in: context)
        #expect(list.returns == 1, "nothing was closed at the root")
        #expect(!navigator.hasQuit)
        navigator.handle(.escape, in: context)
        #expect(navigator.hasQuit, "Esc at the root quits")
    }

    @Test func qQuitsAndLaterKeysAreIgnored() {
        let navigator = Navigator(root: StaticScreen(title: "Root", body: []))
        navigator.handle(.character("q"), in: context)
        #expect(navigator.hasQuit)
        navigator.handle(.character("x"), in: context)
        navigator.push(StaticScreen(title: "Late", body: []))
        #expect(navigator.stack.count == 1)
    }

    @Test func ctrlCQuitsEvenWhenTheScreenHandlesEveryKey() {
        let navigator = Navigator(root: KeyEatingScreen())
        navigator.handle(.character("q"), in: context)
        #expect(!navigator.hasQuit)
        navigator.handle(.ctrlC, in: context)
        #expect(navigator.hasQuit)
    }

    @Test func screenActionsPopAndQuit() {
        let navigator = Navigator(root: StaticScreen(title: "Root", body: []))
        let actor = ActionScreen()
        navigator.push(actor)
        actor.next = .pop
        navigator.handle(.character("x"), in: context)
        #expect(navigator.stack.count == 1)
        navigator.push(actor)
        actor.next = .quit
        navigator.handle(.character("x"), in: context)
        #expect(navigator.hasQuit)
    }

    @Test func aPoppedScreensTaskIsCancelled() async {
        let navigator = Navigator(root: StaticScreen(title: "Root", body: []))
        navigator.start()
        let probe = TaskProbeScreen(title: "Probe")
        navigator.push(probe)
        var events = probe.events.makeAsyncIterator()
        #expect(await events.next() == .started)
        navigator.handle(.escape, in: context)
        #expect(await events.next() == .cancelled)
    }

    @Test func quittingCancelsEveryScreensTask() async {
        let root = TaskProbeScreen(title: "Root")
        let top = TaskProbeScreen(title: "Top")
        let navigator = Navigator(root: root)
        navigator.start()
        navigator.push(top)
        #expect(await root.events.first() == .started)
        #expect(await top.events.first() == .started)
        navigator.handle(.ctrlC, in: context)
        #expect(await root.events.first() == .cancelled)
        #expect(await top.events.first() == .cancelled)
    }

    @Test func theFrameHasABreadcrumbTheBodyAndFooterHints() throws {
        let navigator = Navigator(
            root: StaticScreen(title: "Shop", body: []),
            labels: ChromeLabels(back: "wstecz", quit: "wyjdź", switchTab: "zmień"))
        navigator.push(StaticScreen(title: "Cart", body: ["1 item"]))
        let frame = navigator.frame(in: context)
        #expect(frame.lines.count == 8)
        try #require(frame.lines.count > 7)
        #expect(frame.lines[0].plainText.hasPrefix(" Shop › Cart"))
        #expect(frame.lines[1].plainText == "1 item")
        #expect(frame.lines[7].plainText == " esc wstecz  q wyjdź")
    }
}

/// Consumes every key, so only Ctrl-C can quit.
@MainActor
private final class KeyEatingScreen: Screen {
    let title = "Editor"
    func render(in context: RenderContext) -> [StyledLine] { [] }
    func handle(_ key: Key, in context: RenderContext) -> ScreenAction { .handled }
}

/// Answers every key with whatever the test set.
@MainActor
private final class ActionScreen: Screen {
    let title = "Actions"
    var next: ScreenAction = .handled
    func render(in context: RenderContext) -> [StyledLine] { [] }
    func handle(_ key: Key, in context: RenderContext) -> ScreenAction { next }
}
