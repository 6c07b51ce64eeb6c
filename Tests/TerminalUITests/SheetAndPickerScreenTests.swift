import Testing

@testable import TerminalUI

/// The shared read-only detail screen and picker screen features build on.
@MainActor @Suite struct SheetAndPickerScreenTests {
    private let context = RenderContext(size: TerminalSize(width: 24, height: 4), theme: .noColor)

    @Test func aSheetScreenDrawsItsBodyBelowABlankRowForTheWidth() {
        var widths: [Int] = []
        let screen = SheetScreen(title: "Receipt") { width in
            widths.append(width)
            return [StyledLine("total 7.50")]
        }
        #expect(screen.title == "Receipt")
        #expect(screen.render(in: context).map(trimmed) == ["", "total 7.50"])
        #expect(widths == [24])
        #expect(outcome(screen.handle(.enter, in: context)) == "ignored")
    }

    @Test func aSheetScreenShowsADetailSheet() {
        let sheet = DetailSheet("Mug", rows: [DetailRow("Code", "MUG")])
        let screen = SheetScreen(title: "Mug", sheet: sheet)
        #expect(screen.render(in: context).map(trimmed) == [""] + sheet.lines(width: 24).map(trimmed))
    }

    /// A value wider than its column wraps under itself instead of being cut (a German order's
    /// address read "30-644 Kr…" at 80 columns), on at most three rows.
    @Test func aLongValueWrapsUnderItselfOnAtMostThreeRows() {
        let sheet = DetailSheet(rows: [
            DetailRow("An", "Datacenter Kraków, ul. Kamieńskiego 11, 30-644 Kraków"),
            DetailRow("Status", "Zugestellt"),
        ])
        let lines = sheet.lines(width: 40).map(trimmed)
        #expect(
            lines == [
                " An      Datacenter Kraków, ul.", "         Kamieńskiego 11, 30-644 Kraków",
                " Status  Zugestellt",
            ])
        let long = DetailSheet(rows: [DetailRow("Note", String(repeating: "word ", count: 40))])
        let rows = long.lines(width: 30).map(\.plainText)
        #expect(rows.count == DetailSheet.maxValueLines)
        #expect(rows.last?.replacing(/\s+$/, with: "").hasSuffix("…") == true, "\(rows)")
        #expect(rows.allSatisfy { $0.count <= 30 }, "\(rows)")
    }

    @Test func aPickerMarksTheCurrentOptionAndReadsItsContentEachFrame() throws {
        let choice = Choice(current: 1)
        let screen = picker(choice, options: { ["One", "Two", "Three"] })
        #expect(screen.title == "Pick")
        #expect(screen.keyHints.map(\.key) == ["↑↓"])
        #expect(screen.render(in: context).map(trimmed) == ["", "   ○ One", " ▸ ● Two", "   ○ Three"])
        choice.current = 2
        try #require(screen.render(in: context).map(trimmed).count > 3)
        #expect(screen.render(in: context).map(trimmed)[3] == "   ● Three")
    }

    @Test func enterChoosesTheHighlightedOptionAndGoesBack() {
        let choice = Choice(current: 0)
        let screen = picker(choice, options: { ["One", "Two", "Three"] })
        #expect(outcome(screen.handle(.down, in: context)) == "handled")
        #expect(outcome(screen.handle(.down, in: context)) == "handled")
        #expect(outcome(screen.handle(.enter, in: context)) == "pop")
        #expect(choice.chosen == [2])
        #expect(outcome(screen.handle(.escape, in: context)) == "ignored", "the navigator goes back on Esc")
    }

    @Test func aClickHighlightsAndASecondClickChooses() throws {
        let choice = Choice(current: 0)
        let screen = picker(choice, options: { ["One", "Two", "Three"] })
        // Rows: 0 the margin, 1 One, 2 Two, 3 Three.
        let onThree = Key.mouse(MouseEvent(.press(.left), column: 4, row: 3))
        #expect(outcome(screen.handle(onThree, in: context)) == "handled")
        try #require(screen.render(in: context).map(trimmed).count > 3)
        #expect(screen.render(in: context).map(trimmed)[3] == " ▸ ○ Three")
        #expect(choice.chosen.isEmpty)
        #expect(outcome(screen.handle(onThree, in: context)) == "pop")
        #expect(choice.chosen == [2])
        let onMargin = Key.mouse(MouseEvent(.press(.left), column: 4, row: 0))
        #expect(outcome(screen.handle(onMargin, in: context)) == "ignored")
    }

    @Test func anEmptyPickerChoosesNothing() {
        let choice = Choice(current: nil)
        let screen = picker(choice, options: { [] })
        #expect(outcome(screen.handle(.enter, in: context)) == "ignored")
        #expect(outcome(screen.handle(.down, in: context)) == "ignored")
        #expect(choice.chosen.isEmpty)
    }

    @Test func theMenuScrollsInTheRowsBelowTheMargin() {
        let choice = Choice(current: 0)
        let screen = picker(choice, options: { (1...6).map { "Option \($0)" } })
        for _ in 0..<4 { _ = screen.handle(.down, in: context) }
        let rows = screen.render(in: context).map(trimmed)
        #expect(rows.count == 4)
        #expect(rows == ["", "   ○ Option 3", "   ○ Option 4", " ▸ ○ Option 5"])
    }

    private func picker(_ choice: Choice, options: @escaping @MainActor () -> [String]) -> PickerScreen {
        PickerScreen(
            selection: choice.current ?? 0, topMargin: 1, title: { "Pick" },
            keyHints: { [KeyHint(KeyName.upDown, "move")] }, options: options, current: { choice.current },
            choose: { choice.chosen.append($0) })
    }
}

/// An action's name, for comparing (``ScreenAction`` is not Equatable: it carries screens).
private func outcome(_ action: ScreenAction) -> String {
    switch action {
    case .handled: "handled"
    case .ignored: "ignored"
    case .push: "push"
    case .pop: "pop"
    case .quit: "quit"
    }
}

/// A row's text without the padding to the width.
private func trimmed(_ line: StyledLine) -> String {
    line.plainText.replacing(/\s+$/, with: "")
}

@MainActor
private final class Choice {
    var current: Int?
    var chosen: [Int] = []

    init(current: Int?) {
        self.current = current
    }
}
