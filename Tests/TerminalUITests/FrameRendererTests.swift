import Testing

@testable import TerminalUI

@Suite struct FrameRendererTests {
    let size = TerminalSize(width: 12, height: 4)
    let layout = ListLayout(sectionSizes: [3], hasHeaders: false)

    private func frame(selecting item: Int, size: TerminalSize? = nil) -> Frame {
        let size = size ?? self.size
        var state = ListState()
        state.select(item, in: layout, viewport: size.height)
        let list = SectionedList([ListSection(nil, rows: ["a", "b", "c"].map { ListRow($0) })], state: state)
        return Frame(size: size, lines: list.lines(width: size.width, height: size.height))
    }

    @Test func theFirstFrameClearsAndWritesEveryNonBlankRow() {
        var renderer = FrameRenderer(theme: .noColor)
        let output = renderer.render(frame(selecting: 0))
        #expect(
            output == "\u{1B}[0m\u{1B}[2J" + "\u{1B}[1;1H\u{1B}[2K\u{1B}[1;7m ▸ a        \u{1B}[0m"
                + "\u{1B}[2;1H\u{1B}[2K   b" + "\u{1B}[3;1H\u{1B}[2K   c")
    }

    @Test func aOneRowSelectionMoveWritesOnlyTheTwoChangedRows() {
        var renderer = FrameRenderer(theme: .noColor)
        _ = renderer.render(frame(selecting: 0))
        let output = renderer.render(frame(selecting: 1))
        let expected = "\u{1B}[1;1H\u{1B}[2K   a" + "\u{1B}[2;1H\u{1B}[2K\u{1B}[1;7m ▸ b        \u{1B}[0m"
        #expect(Array(output.utf8) == Array(expected.utf8))
    }

    @Test func anUnchangedFrameWritesNothing() {
        var renderer = FrameRenderer(theme: .dark)
        _ = renderer.render(frame(selecting: 2))
        #expect(renderer.render(frame(selecting: 2)) == "")
    }

    @Test func aResizeOrInvalidationRepaintsEverything() {
        var renderer = FrameRenderer(theme: .noColor)
        _ = renderer.render(frame(selecting: 0))
        let resized = renderer.render(frame(selecting: 0, size: TerminalSize(width: 8, height: 4)))
        #expect(resized.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        #expect(resized.contains("\u{1B}[3;1H\u{1B}[2K   c"))
        renderer.invalidate()
        #expect(renderer.render(frame(selecting: 0, size: TerminalSize(width: 8, height: 4))) == resized)
    }

    @Test func colorsAreEncodedPerThemeAndRunsOfOneStyleShareASequence() {
        let line = StyledLine([Span("ab", style: .danger.bold), Span("c", style: .danger.bold), Span("d")])
        #expect(line.ansiText(theme: .dark) == "\u{1B}[1;38;5;203mabc\u{1B}[0md")
        #expect(line.ansiText(theme: .light) == "\u{1B}[1;38;5;160mabc\u{1B}[0md")
        #expect(line.ansiText(theme: .noColor) == "\u{1B}[1mabc\u{1B}[0md")
        #expect(StyledLine("x", style: .muted).ansiText(theme: .noColor) == "x")
    }

    @Test func framesFitTheirSizeAndRenderToPlainText() {
        let frame = Frame(
            size: TerminalSize(width: 6, height: 4),
            lines: [StyledLine("title ", style: .bold.inverse), StyledLine("too long a row"), .blank])
        #expect(frame.lines.count == 4)
        #expect(frame.lines.allSatisfy { $0.width <= 6 })
        #expect(frame.plainText() == "title\ntoo l…")
        #expect(!frame.plainText().contains("\u{1B}"))
    }
}
