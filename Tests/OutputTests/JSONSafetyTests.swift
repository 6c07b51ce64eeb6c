import Foundation
import Testing

@testable import Output

/// JSON escapes every character the encoder leaves raw that a terminal would act on (DEL, C1,
/// bidi controls, line separators), stays equivalent, and does so in linear time.
@Suite struct JSONSafetyTests {
    private static let hostile =
        "A\u{1B}[31mB\u{1B}]8;;https://x\u{07}C\u{9B}2JD\u{85}E\u{7F}F\u{2028}G\u{2029}H\u{202E}I\u{2066}J\u{200F}K\u{061C}L\u{07}"

    @Test func jsonEscapesDELC1BidiAndSeparatorsAndStaysEquivalent() throws {
        let json = try OutputFormat.json(["name": Self.hostile])
        for escape in [
            "\\u001b", "\\u009b", "\\u0085", "\\u007f", "\\u2028", "\\u2029", "\\u202e", "\\u2066", "\\u200f",
            "\\u061c", "\\u0007",
        ] {
            #expect(json.contains(escape), "\(escape) in \(json)")
        }
        #expect(json.unicodeScalars.allSatisfy { $0 == "\n" || (0x20..<0x7F).contains($0.value) })
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
        #expect(decoded["name"] == Self.hostile, "the escapes mean the same characters")
    }

    @Test func jsonLinesAreOneSortedEscapedLineEach() throws {
        let line = try OutputFormat.jsonLine(["zeta": Self.hostile, "at": "a/b"])
        #expect(!line.contains("\n"))
        #expect(line.hasPrefix(#"{"at":"a/b","zeta":"A\u001b"#))
        #expect(line.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) })
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(line.utf8))
        #expect(decoded["zeta"] == Self.hostile)
    }

    @Test func jsonKeepsOrdinaryTextAndLayout() throws {
        let json = try OutputFormat.json(["city": "Kraków 🐢", "path": "a/b"])
        #expect(json == "{\n  \"city\" : \"Kraków 🐢\",\n  \"path\" : \"a/b\"\n}")
    }

    @Test func jsonEscapingIsLinear() {
        // 200,000 characters that all need escaping: a quadratic pass would take minutes.
        let text = String(repeating: "\u{2028}x", count: 100_000)
        let escaped = OutputFormat.escapingInvisibleControls("\"\(text)\"")
        #expect(escaped.utf8.count == 2 + 100_000 * 7)
    }
}

/// Text is checked eight bytes at a time for what needs escaping: a character to escape at any
/// offset must be escaped all the same, and plain text around it kept.
@Suite struct JSONEscapingOffsetTests {
    @Test(arguments: [
        ("\"", "\\\""), ("\\", "\\\\"), ("\n", "\\n"), ("\u{1}", "\\u0001"), ("\u{7F}", "\\u007f"),
        ("\u{85}", "\\u0085"), ("\u{2028}", "\\u2028"), ("\u{202E}", "\\u202e"), ("é", "é"), ("🐢", "🐢"),
    ])
    func aCharacterToEscapeIsEscapedAtEveryOffset(character: String, escaped: String) throws {
        for offset in 0..<20 {
            let prefix = String(repeating: "a", count: offset)
            let text = prefix + character + "bcdefghijklmnopq"
            let json = try OutputFormat.jsonLine(["k": text])
            #expect(json == #"{"k":"\#(prefix)\#(escaped)bcdefghijklmnopq"}"#, "at \(offset)")
            let decoded = try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
            #expect(decoded["k"] == text)
        }
    }
}
