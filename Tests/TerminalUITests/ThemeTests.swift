import Testing

@testable import TerminalUI

@Suite struct ThemeTests {
    @Test func noColorWhenTheFlagIsGivenOrNO_COLORIsNonEmpty() {
        #expect(Theme.resolve(noColorFlag: true, environment: [:]) == .noColor)
        #expect(Theme.resolve(noColorFlag: false, environment: ["NO_COLOR": "1"]) == .noColor)
        #expect(Theme.resolve(noColorFlag: false, environment: ["NO_COLOR": ""]) == .dark)
        #expect(Theme.resolve(noColorFlag: false, environment: [:]) == .dark)
    }

    @Test func lightWhenCOLORFGBGReportsALightBackground() {
        #expect(Theme.resolve(noColorFlag: false, environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(Theme.resolve(noColorFlag: false, environment: ["COLORFGBG": "0;default;7"]) == .light)
        #expect(Theme.resolve(noColorFlag: false, environment: ["COLORFGBG": "15;0"]) == .dark)
        #expect(Theme.resolve(noColorFlag: true, environment: ["COLORFGBG": "0;15"]) == .noColor)
    }

    @Test func aSavedThemeBeatsCOLORFGBGButNotNoColorAndKeepsTheTerminalsDepth() {
        #expect(
            Theme.resolve(noColorFlag: false, environment: ["COLORFGBG": "15;0"], preferred: .light) == .light
        )
        #expect(
            Theme.resolve(noColorFlag: false, environment: ["COLORFGBG": "0;15"], preferred: .dark) == .dark)
        #expect(Theme.resolve(noColorFlag: false, environment: [:], preferred: .noColor) == .noColor)
        #expect(Theme.resolve(noColorFlag: true, environment: [:], preferred: .light) == .noColor)
        #expect(
            Theme.resolve(noColorFlag: false, environment: ["NO_COLOR": "1"], preferred: .dark) == .noColor)
        let exact = Theme.resolve(
            noColorFlag: false, environment: ["COLORTERM": "truecolor"], preferred: .light)
        #expect(exact.name == "light")
        #expect(exact.depth == .trueColor)
    }

    @Test func noColorKeepsAttributesThatMarkSelection() {
        #expect(Theme.noColor.sgrParameters(for: .accent.bold.inverse) == "1;7")
        #expect(Theme.noColor.sgrParameters(for: .plain.dim.underline) == "2;4")
        #expect(Theme.noColor.sgrParameters(for: .danger) == nil)
        #expect(!Theme.noColor.usesColor)
    }

    @Test func everyRoleHasAColorInTheColorThemes() {
        for theme in [Theme.light, .dark] {
            for role in StyleRole.allCases {
                #expect(theme.sgrParameters(for: Style(role)) != nil, "\(theme.name) \(role)")
            }
        }
    }

    @Test func stylesMerge() {
        #expect(Style.accent.merging(.danger.bold) == .danger.bold)
        #expect(Style.accent.bold.merging(.inverse) == Style(.accent, [.bold, .inverse]))
    }
}
