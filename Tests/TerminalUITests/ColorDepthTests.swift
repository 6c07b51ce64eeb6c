import Testing

@testable import TerminalUI

/// Exact colours (images) at each colour depth, and how the depth is chosen.
@Suite struct ColorDepthTests {
    private let style = Style.colors(foreground: RGBColor(255, 128, 0), background: RGBColor(0, 0, 0))

    @Test func trueColorWritesTheExactColours() {
        #expect(Theme.dark.with(depth: .trueColor).sgrParameters(for: style) == "38;2;255;128;0;48;2;0;0;0")
    }

    @Test func palette256WritesTheNearestCubeColour() {
        #expect(Theme.dark.sgrParameters(for: style) == "38;5;208;48;5;16")
        #expect(RGBColor(95, 135, 175).paletteIndex == 67)
        #expect(RGBColor(255, 255, 255).paletteIndex == 231)
    }

    @Test func noColorWritesNoColourButKeepsAttributes() {
        #expect(Theme.noColor.sgrParameters(for: style) == nil)
        #expect(Theme.noColor.sgrParameters(for: style.bold) == "1")
        #expect(Theme.noColor.with(depth: .trueColor).depth == .none)
    }

    @Test func anExactForegroundWinsOverTheRole() {
        var accented = Style.accent
        accented.foreground = RGBColor(1, 2, 3)
        #expect(Theme.dark.with(depth: .trueColor).sgrParameters(for: accented) == "38;2;1;2;3")
        #expect(
            Style.accent.merging(.colors(foreground: RGBColor(1, 2, 3), background: nil)).foreground
                == RGBColor(1, 2, 3))
    }

    @Test func colortermChoosesTrueColour() {
        #expect(
            Theme.resolve(noColorFlag: false, environment: ["COLORTERM": "truecolor"]).depth == .trueColor)
        #expect(
            Theme.resolve(noColorFlag: false, environment: ["COLORTERM": "24bit", "COLORFGBG": "0;15"])
                == Theme.light.with(depth: .trueColor))
        #expect(Theme.resolve(noColorFlag: false, environment: [:]) == .dark)
        #expect(
            Theme.resolve(noColorFlag: false, environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"])
                == .noColor)
    }
}
