import Networking
import Testing

@testable import TerminalUI

@Suite struct TextWidthTests {
    static let samples: [(text: String, width: Int)] = [
        ("hello", 5),
        ("zażółć gęślą jaźń", 17),
        (
            "za\u{0307}z\u{0307}o\u{0301}ł\u{0301}c\u{0301} ge\u{0328}s\u{0301}la\u{0328} jaz\u{0301}n\u{0301}",
            17
        ),
        ("e\u{0301}\u{0323}", 1),
        ("漢字", 4),
        ("ｶﾀｶﾅ", 4),
        ("👍🏽", 2),
        ("👨‍👩‍👧", 2),
        ("🇵🇱🇩🇪", 4),
        ("❤️", 2),
        ("1️⃣", 2),
        ("a漢👍🏽b", 6),
    ]

    @Test(arguments: 0..<samples.count)
    func measuresCells(index: Int) {
        let sample = Self.samples[index]
        #expect(TextWidth.of(sample.text) == sample.width, "\(sample.text)")
    }

    @Test func asciiMeasuresAsItsCharactersDo() {
        // The ASCII fast path against the per-character rules: every byte, controls and CR LF
        // (one grapheme of two bytes) included, in random strings (seeded, so a failure repeats).
        var generator = SeededRandomNumberGenerator(seed: 23)
        var texts = [String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) }), "\r\n", "a\r\nb\u{7F}"]
        for _ in 0..<500 {
            let length = Int.random(in: 0...40, using: &generator)
            texts.append(
                String(
                    (0..<length).map { _ in
                        Character(Unicode.Scalar(UInt8.random(in: 0...127, using: &generator)))
                    }))
        }
        for text in texts {
            #expect(TextWidth.of(text) == text.reduce(0) { $0 + TextWidth.of($1) }, "\(Array(text.utf8))")
        }
        #expect(TextWidth.of("Aral\tStation") == 11, "a tab is a control character: no cell")
    }

    @Test func combiningMarksAloneTakeNoCells() {
        #expect(TextWidth.of("\u{0301}") == 0)
        #expect(TextWidth.of("\u{200B}") == 0)
        #expect(TextWidth.of("") == 0)
    }

    @Test func precomposedAndDecomposedPolishMeasureTheSame() {
        let precomposed = "ąćęłńóśźż"
        let decomposed = "a\u{0328}c\u{0301}e\u{0328}łn\u{0301}o\u{0301}s\u{0301}z\u{0301}z\u{0307}"
        #expect(TextWidth.of(precomposed) == 9)
        #expect(TextWidth.of(decomposed) == 9)
    }

    @Test(arguments: 0..<samples.count)
    func truncationNeverExceedsTheWidthAndEndsInAnEllipsis(index: Int) {
        let sample = Self.samples[index]
        for width in 0...(sample.width + 2) {
            let cut = TextWidth.truncate(sample.text, toWidth: width)
            #expect(TextWidth.of(cut) <= width, "\(sample.text) at \(width): \(cut)")
            if sample.width > width, width > 0 {
                #expect(cut.hasSuffix("…"), "\(sample.text) at \(width): \(cut)")
                #expect(TextWidth.of(cut) >= width - 2, "keeps as much as fits")
            } else if sample.width <= width {
                #expect(cut == sample.text)
            }
        }
    }

    @Test func truncationKeepsWholeGraphemeClusters() {
        #expect(TextWidth.truncate("👨‍👩‍👧👨‍👩‍👧", toWidth: 3) == "👨‍👩‍👧…")
        #expect(TextWidth.truncate("漢字漢字", toWidth: 4) == "漢…")
        #expect(TextWidth.truncate("z\u{0307}ółw", toWidth: 3) == "z\u{0307}ó…")
    }

    @Test func padsToExactWidthWithAlignment() {
        #expect(TextWidth.pad("漢", toWidth: 5) == "漢   ")
        #expect(TextWidth.pad("ab", toWidth: 5, alignment: .trailing) == "   ab")
        #expect(TextWidth.pad("ab", toWidth: 5, alignment: .center) == " ab  ")
        #expect(TextWidth.pad("abcdef", toWidth: 4) == "abc…")
    }

    @Test func styledLinesTruncateAcrossSpansAndPad() {
        let line = StyledLine([Span("abc", style: .accent), Span("漢字", style: .muted)])
        #expect(line.width == 7)
        let cut = line.truncated(to: 5)
        #expect(cut.plainText == "abc…")
        #expect(cut.width <= 5)
        #expect(cut.spans.last?.style == .muted)
        #expect(line.truncated(to: 3).plainText == "ab…")
        #expect(line.padded(to: 9).plainText == "abc漢字  ")
        #expect(line.padded(to: 9, alignment: .center).width == 9)
        #expect(StyledLine("x").truncated(to: 0) == .blank)
    }

    @Test func spreadPutsTrailingTextFlushRight() {
        let line = StyledLine.spread(StyledLine("left side"), StyledLine("+120"), width: 16)
        #expect(line.plainText == "left side   +120")
        let tight = StyledLine.spread(StyledLine("a long title"), StyledLine("+120"), width: 10)
        #expect(tight.plainText == "a lo… +120")
        #expect(tight.width == 10)
    }

    @Test func wrapsWordsWithinTheWidth() {
        #expect(TextWrap.wrap("the quick brown fox", width: 9) == ["the quick", "brown fox"])
        #expect(TextWrap.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWrap.wrap("one two three four", width: 7, maxLines: 2) == ["one two", "three…"])
        #expect(TextWrap.wrap("", width: 5).isEmpty)
    }
}
