import Foundation
import SnapshotTesting
import Testing

@testable import TerminalUI

/// Whole 80×24 frames with the shell showing: the status line, the `?` overlay and the command
/// palette, in colour and without.
@MainActor
@Suite struct ShellSnapshotTests {
    private let context = RenderContext(size: TerminalSize(width: 80, height: 24), theme: .noColor)

    private func assertFrames(
        _ navigator: Navigator, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) {
        let lines = navigator.frame(in: context).lines
        for theme in [Theme.dark, .noColor] {
            assertSnapshot(
                of: lines, as: .ansi(theme), named: theme.name, fileID: fileID, file: filePath,
                testName: testName, line: line, column: column)
        }
    }

    /// A store-like app: a container with a list of products, a stage environment, a sync time.
    private func makeNavigator() -> Navigator {
        var labels = ChromeLabels.english
        labels.shell.environment = "stage"
        labels.shell.synced = { _ in "synced 14:02" }
        let products = RecordingScreen(
            title: "Catalog",
            hints: [
                KeyHint(KeyName.upDown, "move"), KeyHint(KeyName.enter, "open"), KeyHint("a", "add to cart"),
                KeyHint("/", "search"), KeyHint("r", "refresh"),
            ])
        products.isSearchable = true
        products.lastSync = Date(timeIntervalSince1970: 0)
        let store = TabContainer(
            "Cabify Store",
            tabs: [products, RecordingScreen(title: "Promotions"), RecordingScreen(title: "Cart")],
            labels: labels)
        return Navigator(root: store, labels: labels)
    }

    @Test func statusLine() {
        let navigator = makeNavigator()
        assertFrames(navigator)
    }

    @Test func helpOverlay() {
        let navigator = makeNavigator()
        navigator.handle(.character("?"), in: context)
        assertFrames(navigator)
    }

    @Test func commandPalette() {
        let navigator = makeNavigator()
        navigator.handle(.control("p"), in: context)
        for character in "pro" { navigator.handle(.character(character), in: context) }
        assertFrames(navigator)
    }

    @Test func overlaysKeepWideCharactersUnderTheirEdgesAligned() {
        let line = StyledLine("漢字漢字漢字")
        let box = StyledLine("[x]")
        #expect(line.overlaid(with: box, atColumn: 3).plainText == "漢 [x]字漢字")
        #expect(line.overlaid(with: box, atColumn: 4).plainText == "漢字[x] 漢字")
        #expect(StyledLine("ab").overlaid(with: box, atColumn: 4).plainText == "ab  [x]")
        #expect(line.overlaid(with: box, atColumn: 3).width == 12)
    }
}
