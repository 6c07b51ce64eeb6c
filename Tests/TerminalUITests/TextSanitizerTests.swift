import Testing

@testable import TerminalUI

@Suite struct TextSanitizerTests {
    /// The byte scan finds a control exactly where the scalar rules do, for every scalar of the
    /// planes text comes from, alone and between other text.
    @Test func theByteScanAgreesWithTheScalarRulesForEveryScalar() {
        func isControl(_ value: UInt32) -> Bool {
            value < 0x20 || (0x7F...0x9F).contains(value)
                || [0x2028, 0x2029, 0x200E, 0x200F, 0x061C].contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
        for value in UInt32(0)...0x1_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "ab" + String(Character(scalar)) + "ż"
            #expect(TextSanitizer.needsSanitizing(text) == isControl(value), "U+\(String(value, radix: 16))")
            #expect(
                TextSanitizer.needsSanitizing(text, keepingNewlines: true)
                    == (isControl(value) && value != 0x0A))
        }
        #expect(!TextSanitizer.needsSanitizing("Księgarnia Żółw 🐢 ÆØÅ"))
    }

    @Test func removesAnOSCTitleSequenceTerminatedByBEL() {
        #expect(TextSanitizer.sanitize("a\u{1B}]0;pwned\u{07}b") == "ab")
    }

    @Test func removesAnOSCSequenceTerminatedBySTInBothForms() {
        #expect(TextSanitizer.sanitize("a\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\b") == "alinkb")
        #expect(TextSanitizer.sanitize("a\u{9D}0;pwned\u{9C}b") == "ab")
    }

    @Test func removesCSISequencesWhole() {
        #expect(TextSanitizer.sanitize("x\u{1B}[2Jy") == "xy")
        #expect(TextSanitizer.sanitize("\u{1B}[1;31mred\u{1B}[0m") == "red")
        #expect(TextSanitizer.sanitize("a\u{9B}2Jb") == "ab")
        #expect(TextSanitizer.sanitize("\u{1B}[?1049h\u{1B}[H") == "")
    }

    @Test func removesDCSAndOtherStringSequencesAndShortEscapes() {
        #expect(TextSanitizer.sanitize("a\u{1B}Pq#0;2;0;0;0\u{1B}\\b") == "ab")
        #expect(TextSanitizer.sanitize("a\u{1B}_payload\u{07}b") == "ab")
        #expect(TextSanitizer.sanitize("a\u{1B}cb\u{1B}(Bc\u{1B}7d") == "abcd")
    }

    @Test func anUnterminatedStringSequenceSwallowsTheRest() {
        #expect(TextSanitizer.sanitize("safe\u{1B}]0;never ends") == "safe")
        #expect(TextSanitizer.sanitize("trailing escape\u{1B}") == "trailing escape")
    }

    @Test func anEscapeInsideAStringSequenceStartsANewSequence() {
        #expect(TextSanitizer.sanitize("a\u{1B}]0;x\u{1B}[2Jb") == "ab")
    }

    @Test func removesBidiOverridesIsolatesAndMarks() {
        let text =
            "\u{202E}gnp.exe\u{202C} \u{2066}x\u{2069}\u{200E}\u{200F}\u{202A}\u{202B}\u{202D}\u{2067}\u{2068}"
        #expect(TextSanitizer.sanitize(text) == "gnp.exe x")
    }

    @Test func replacesLineBreaksAndTabsWithOneSpaceEach() {
        #expect(TextSanitizer.sanitize("one\ntwo\r\nthree\rfour\tfive") == "one two three four five")
    }

    @Test func removesOtherC0AndC1ControlsAndDEL() {
        // NEL (U+0085) is a line break: one space, like \n.
        #expect(TextSanitizer.sanitize("a\u{00}b\u{07}c\u{08}d\u{7F}e\u{85}f\u{91}g") == "abcde fg")
        #expect(TextSanitizer.sanitize("a\u{9F}8-bit APC swallows an unterminated payload") == "a")
    }

    @Test func leavesOrdinaryTextAlone() {
        let text = "Zażółć gęślą jaźń — 漢字 👨‍👩‍👧 e\u{0301} 100 %"
        #expect(TextSanitizer.sanitize(text) == text)
    }

    @Test func spansAndLinesSanitizeTheirText() {
        let span = Span("ok\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}!")
        #expect(span.text == "ok!")
        #expect(StyledLine("a\nb").plainText == "a b")
        let encoded = StyledLine([Span("x\u{1B}[31my", style: .danger)]).ansiText(theme: .dark)
        #expect(encoded == "\u{1B}[38;5;203mxy\u{1B}[0m")
    }

    @Test func componentsSanitizeTheirData() {
        let hostile = "evil\u{1B}]0;pwned\u{07}\u{1B}[2J"
        let lines =
            TitleBar(hostile).lines(width: 30) + Banner(.error, hostile).lines(width: 30)
            + DetailSheet(rows: [DetailRow(hostile, hostile)]).lines(width: 30)
            + SectionedList([ListSection(hostile, rows: [ListRow(hostile, detail: hostile)])]).lines(
                width: 30)
            + EmptyState(hostile, hint: hostile).lines(width: 30) + Toast(hostile).lines(width: 30)
            + Menu(hostile, options: [hostile], current: 0).lines(width: 30)
        for line in lines {
            #expect(!line.ansiText(theme: .noColor).contains("pwned"))
            #expect(!line.ansiText(theme: .noColor).contains("[2J"))
        }
    }
}
