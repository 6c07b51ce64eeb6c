import Foundation
import Localization
import Testing

@testable import Formatting

@Suite struct PointsFormattingTests {
    @Test func english() {
        let english = Fixtures.formatters(.en)
        #expect(english.points(0) == "0 points")
        #expect(english.points(1) == "1 point")
        #expect(english.points(1_234) == "1,234 points")
        #expect(english.points(-120) == "-120 points")
        #expect(english.points(-1) == "-1 point")
    }

    @Test func german() {
        let german = Fixtures.formatters(.de)
        #expect(german.points(1) == "1 Punkt")
        #expect(german.points(1_234) == "1.234 Punkte")
        #expect(german.points(-120) == "-120 Punkte")
    }

    @Test(arguments: [
        (1, "1 punkt"), (2, "2 punkty"), (4, "4 punkty"), (5, "5 punktów"), (12, "12 punktów"),
        (22, "22 punkty"), (0, "0 punktów"), (1_234, "1234 punkty"), (12_345, "12\u{00A0}345 punktów"),
        (-120, "-120 punktów"), (-2, "-2 punkty"),
    ])
    func polish(points: Int, expected: String) {
        #expect(Fixtures.formatters(.pl).points(points) == expected)
    }

    @Test func spanish() {
        let spanish = Fixtures.formatters(.es)
        #expect(spanish.points(1) == "1 punto")
        #expect(spanish.points(2) == "2 puntos")
        #expect(spanish.points(1_234) == "1234 puntos")
        #expect(spanish.points(12_345) == "12.345 puntos")
        #expect(spanish.points(1_000_000) == "1.000.000 de puntos")
    }

    @Test func fractionalPointsAreShownNotRounded() {
        #expect(Fixtures.formatters(.pl).points(Fixtures.decimal("1.5")) == "1,5 punktu")
        #expect(Fixtures.formatters(.en).points(Fixtures.decimal("1.5")) == "1.5 points")
    }

    @Test func formattingShipsCompleteTranslations() {
        #expect(LocalizationAudit.audit(bundle: FormattingStrings.bundle).problems == [])
        #expect(LocalizationAudit.untranslatedKeys(FormattingStrings.self).isEmpty)
    }
}
