import Formatting
import Foundation
import Testing

/// File sizes as `data` shows them: binary units, one decimal below 10, the locale's separator.
@Suite struct ByteSizeTests {
    private let english = Formatters(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    private let german = Formatters(locale: Locale(identifier: "de_DE"), timeZone: .gmt)

    @Test func sizesUseTheNearestUnit() {
        #expect(english.bytes(0) == "0 B")
        #expect(english.bytes(1023) == "1,023 B")
        #expect(english.bytes(1024) == "1.0 KB")
        #expect(english.bytes(36_864) == "36 KB")
        #expect(english.bytes(1_572_864) == "1.5 MB")
        #expect(english.bytes(5 * 1024 * 1024 * 1024) == "5.0 GB")
        #expect(english.bytes(-5) == "0 B", "a negative size (a racing truncation) is shown as none")
    }

    @Test func theLocalesDecimalSeparatorIsUsed() {
        #expect(german.bytes(1_572_864) == "1,5 MB")
    }
}
