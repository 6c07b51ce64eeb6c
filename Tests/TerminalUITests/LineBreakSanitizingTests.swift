import Testing

@testable import TerminalUI

/// Every Unicode line break becomes one space, like `\n`: none can split a `--plain` or `--keys`
/// frame line or move the cursor.
@Suite struct LineBreakSanitizingTests {
    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{85}", "\n", "\r\n", "\u{0B}", "\u{0C}"])
    func aLineBreakIsOneSpace(_ lineBreak: String) {
        #expect(TextSanitizer.sanitize("Pack\(lineBreak)42") == "Pack 42")
    }

    @Test func separatorsNeverSurviveAmongOtherText() {
        let sanitized = TextSanitizer.sanitize("a\u{2028}\u{2029}b\u{85}c")
        #expect(sanitized == "a  b c")
        #expect(!sanitized.unicodeScalars.contains { [0x85, 0x2028, 0x2029].contains($0.value) })
    }
}
