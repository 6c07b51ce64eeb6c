import AppCore
import RemoteContent
import TerminalUI
import Testing

/// `RemoteContentChrome`: what every remote-content screen draws and answers around its content.
@MainActor @Suite struct RemoteContentChromeTests {
    typealias Shown = RemoteContentModelTests.Shown
    typealias Failed = RemoteContentModelTests.Failed

    private let words = RemoteContentWords(
        loading: "Loading items…", refreshing: "Updating…", retry: "retry", refresh: "refresh",
        empty: "No items", emptyHint: "Add one")
    private let context = RenderContext(size: TerminalSize(width: 60, height: 10), theme: .noColor, tick: 0)

    private func chrome(_ answers: [Result<Shown, Failed>], refresh: Bool = true) -> RemoteContentChrome<
        Shown, Failed
    > {
        var words = self.words
        if !refresh { words.refresh = nil }
        return RemoteContentChrome(
            model: RemoteContentModelTests.Script(answers).model(), words: words,
            failure: { ("Could not load: \($0.reason)", .failed("Could not load: \($0.reason)")) })
    }

    private func text(_ lines: [StyledLine]) -> String { lines.map(\.plainText).joined(separator: "\n") }

    private func body(_ shown: Shown, _ height: Int) -> [StyledLine] {
        shown.items.map { StyledLine("item \($0)") } + [StyledLine("height \(height)")]
    }

    @Test func loadingShowsTheSpinnerAndNoHints() {
        let chrome = chrome([.success(Shown(items: ["a"]))])
        #expect(chrome.phase == .busy)
        #expect(chrome.keyHints(whenLoaded: [KeyHint("x", "open")]).isEmpty)
        #expect(text(chrome.render(in: context, body: body)).contains("Loading items…"))
    }

    @Test func loadedContentGetsTheHeaderTheBodyAndTheHints() async {
        let chrome = chrome([.success(Shown(items: ["a", "b"]))])
        await chrome.model.load()
        #expect(chrome.phase == .settled)
        #expect(chrome.keyHints(whenLoaded: [KeyHint("x", "open")]).map(\.key) == ["x", "r"])
        let lines = chrome.render(in: context, header: { _, _ in [StyledLine("header")] }, body: body)
        #expect(text(lines) == "header\nitem a\nitem b\nheight 9", "the body gets the rows the header left")
    }

    @Test func aFailureShowsTheBannerWithRetryAndRKeyRetries() async {
        let chrome = chrome([.failure(Failed(reason: "down")), .success(Shown(items: ["a"]))])
        await chrome.model.load()
        #expect(chrome.phase == .failed("Could not load: down"))
        #expect(chrome.keyHints(whenLoaded: []).map(\.label) == ["retry"])
        #expect(text(chrome.render(in: context, body: body)).contains("Could not load: down"))
        #expect(chrome.handleReload(.character("r")))
        #expect(chrome.phase == .busy, "the retry shows at once")
    }

    @Test func emptyContentShowsTheEmptyStateAndRefresh() async {
        let chrome = chrome([.success(Shown(items: []))])
        await chrome.model.load()
        let rendered = text(chrome.render(in: context, body: body))
        #expect(rendered.contains("No items"))
        #expect(rendered.contains("Add one"))
        #expect(chrome.keyHints(whenLoaded: []).map(\.label) == ["refresh"])
    }

    @Test func withoutRefreshRIsLeftToTheScreenOnceLoaded() async {
        let chrome = chrome([.success(Shown(items: ["a"]))], refresh: false)
        await chrome.model.load()
        #expect(!chrome.handleReload(.character("r")))
        #expect(chrome.keyHints(whenLoaded: []).isEmpty)
    }

    @Test func aRefreshShowsTheSpinnerAboveTheContent() async {
        let chrome = chrome([.success(Shown(items: ["a"])), .success(Shown(items: ["a"]))])
        await chrome.model.load()
        #expect(chrome.handleReload(.character("r")))
        #expect(chrome.phase == .busy)
        let lines = chrome.render(in: context, body: body)
        #expect(lines.first?.plainText.contains("Updating…") == true)
        #expect(text(lines).contains("item a"), "the content stays visible while refreshing")
    }
}
