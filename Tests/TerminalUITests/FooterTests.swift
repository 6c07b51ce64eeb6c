import Testing

@testable import TerminalUI

/// The footer keeps the most important hints when the row is too narrow, and says when it
/// left any out.
@MainActor @Suite struct FooterTests {
    private let screenHints = [
        KeyHint(KeyName.upDown, "bewegen"), KeyHint(KeyName.enter, "Details"), KeyHint("f", "filtern"),
        KeyHint("r", "aktualisieren"),
    ]
    private let chrome = [
        KeyHint(KeyName.tab, "Tab wechseln", priority: .navigation),
        KeyHint(KeyName.escape, "zurück", priority: .essential), KeyHint("q", "beenden", priority: .vital),
    ]

    private func text(_ hints: [KeyHint], width: Int) -> String {
        Footer(hints).lines(width: width).first?.plainText ?? "(no footer line)"
    }

    @Test func everythingFitsWithoutAnEllipsis() {
        let row = text(screenHints + chrome, width: 120)
        #expect(
            row
                == " ↑↓ bewegen  enter Details  f filtern  r aktualisieren  tab Tab wechseln  esc zurück  q beenden"
        )
    }

    @Test func screenHintsGoFirstFromTheEndAndAnEllipsisMarksThem() {
        #expect(
            text(screenHints + chrome, width: 81)
                == " ↑↓ bewegen  enter Details  f filtern  …  tab Tab wechseln  esc zurück  q beenden")
        #expect(
            text(screenHints + chrome, width: 80)
                == " ↑↓ bewegen  enter Details  …  tab Tab wechseln  esc zurück  q beenden")
    }

    @Test func quitAndBackAreTheLastToGo() {
        let narrow = text(screenHints + chrome, width: 30)
        #expect(narrow == " …  esc zurück  q beenden")
        let narrower = text(screenHints + chrome, width: 16)
        #expect(narrower == " …  q beenden")
    }

    @Test func navigationOutlivesScreenHints() {
        let row = text(screenHints + chrome, width: 48)
        #expect(row == " …  tab Tab wechseln  esc zurück  q beenden")
    }

    @Test func aPrimaryActionOutlivesTheScreensOtherHintsAndGlobalNavigation() {
        let hints = screenHints + [KeyHint("s", "sortieren", priority: .primary)] + chrome
        #expect(text(hints, width: 48) == " s sortieren  …  esc zurück  q beenden")
        #expect(text(hints, width: 62) == " …  s sortieren  tab Tab wechseln  esc zurück  q beenden")
    }

    /// Hints left out before and after a kept one show as one "…", where the last of them was
    /// (the hiring footer read "enter details  …  s sort  …  q quit").
    @Test func hintsLeftOutInTwoPlacesShowOneEllipsis() {
        let hints = [
            KeyHint(KeyName.enter, "Details"), KeyHint("[ ]", "nächste/vorige Liste"),
            KeyHint("s", "als Text sortieren", priority: .primary), KeyHint("c", "alle einklappen"),
            KeyHint("q", "beenden", priority: .vital),
        ]
        let row = text(hints, width: 50)
        #expect(row == " enter Details  s als Text sortieren  …  q beenden")
        #expect(row.filter { $0 == "…" }.count == 1)
    }

    @Test func theNavigatorKeepsQuitAt80ColumnsInGerman() {
        let labels = ChromeLabels(back: "zurück", quit: "beenden", switchTab: "Tab wechseln")
        let screen = HintedScreen(
            hints: screenHints + [KeyHint("v", "Archiv (12)"), KeyHint("x", "alle entfernen")])
        let navigator = Navigator(root: StaticScreen(title: "Root", body: []), labels: labels)
        navigator.push(screen)
        let frame = navigator.frame(
            in: RenderContext(size: TerminalSize(width: 80, height: 5), theme: .noColor))
        let footer = frame.lines[frame.lines.count - 1].plainText
        #expect(footer.hasSuffix("esc zurück  q beenden"), "\(footer)")
        #expect(footer.contains("…"), "\(footer)")
        navigator.quit()
    }

    @Test func aScreenThatRefusesBackIsNotOfferedEscAndEscStays() throws {
        let navigator = Navigator(root: StaticScreen(title: "Root", body: []))
        let screen = HintedScreen(hints: [], allowsBack: false)
        navigator.push(screen)
        let context = RenderContext(size: TerminalSize(width: 60, height: 4), theme: .noColor)
        try #require(navigator.frame(in: context).lines.count > 3)
        #expect(navigator.frame(in: context).lines[3].plainText == " q quit")
        navigator.handle(.escape, in: context)
        navigator.handle(.backspace, in: context)
        #expect(navigator.stack.count == 2)
        screen.allowsBack = true
        #expect(navigator.frame(in: context).lines[3].plainText == " esc back  q quit")
        navigator.handle(.escape, in: context)
        #expect(navigator.stack.count == 1)
    }

    @Test func aScreenOnTheStackCanBringTheChromesWords() throws {
        let german = ChromeLabels(back: "zurück", quit: "beenden", switchTab: "Tab wechseln")
        let root = HintedScreen(hints: [], chromeLabels: german)
        let navigator = Navigator(root: root)
        navigator.push(HintedScreen(hints: []))
        let context = RenderContext(size: TerminalSize(width: 60, height: 4), theme: .noColor)
        try #require(navigator.frame(in: context).lines.count > 3)
        #expect(navigator.frame(in: context).lines[3].plainText == " esc zurück  q beenden")
    }
}

/// A screen with given hints, that may refuse Esc or bring its own chrome words.
@MainActor
private final class HintedScreen: Screen {
    let title = "Hinted"
    let keyHints: [KeyHint]
    var allowsBack: Bool
    let chromeLabels: ChromeLabels?

    init(hints: [KeyHint], allowsBack: Bool = true, chromeLabels: ChromeLabels? = nil) {
        self.keyHints = hints
        self.allowsBack = allowsBack
        self.chromeLabels = chromeLabels
    }

    func render(in context: RenderContext) -> [StyledLine] { [] }
}
