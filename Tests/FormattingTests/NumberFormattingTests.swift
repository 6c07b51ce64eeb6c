import Formatting
import Foundation
import Localization
import Testing

@Suite struct NumberFormattingTests {
    @Test func integers() {
        let values = [0, 1_234, 12_345, 1_234_567, -120]
        #expect(values.map(Fixtures.formatters(.en).number) == ["0", "1,234", "12,345", "1,234,567", "-120"])
        #expect(values.map(Fixtures.formatters(.de).number) == ["0", "1.234", "12.345", "1.234.567", "-120"])
        #expect(
            values.map(Fixtures.formatters(.pl).number)
                == ["0", "1234", "12\u{00A0}345", "1\u{00A0}234\u{00A0}567", "-120"])
        #expect(values.map(Fixtures.formatters(.es).number) == ["0", "1234", "12.345", "1.234.567", "-120"])
    }

    @Test func decimals() {
        let value = Fixtures.decimal("1234.567")
        #expect(Fixtures.formatters(.en).number(value) == "1,234.567")
        #expect(Fixtures.formatters(.de).number(value) == "1.234,567")
        #expect(Fixtures.formatters(.pl).number(value) == "1234,567")
        #expect(Fixtures.formatters(.es).number(value) == "1234,567")
    }

    @Test func fixedFractionDigits() {
        #expect(Fixtures.formatters(.pl).number(Fixtures.decimal("1.5"), fractionDigits: 2) == "1,50")
        #expect(Fixtures.formatters(.en).number(Fixtures.decimal("2.345"), fractionDigits: 1) == "2.3")
        #expect(Fixtures.formatters(.de).number(Fixtures.decimal("12345"), fractionDigits: 0) == "12.345")
    }
}
