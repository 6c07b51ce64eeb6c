import Testing

@testable import TerminalUI

/// Prose wraps between words, keeps dates whole and puts a banner's action after its message.
@Suite struct TextWrapTests {
    @Test func wrapsAtSpacesAndSplitsOnlyWordsLongerThanARow() {
        #expect(TextWrap.wrap("one two three", width: 8) == ["one two", "three"])
        #expect(TextWrap.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    }

    @Test(arguments: [
        ("Offline: showing the transactions stored from Mar 12, 2025.", "Mar 12, 2025."),
        ("Offline: pokazujemy transakcje zapisane 12 mar 2025.", "12 mar 2025."),
        ("Offline: Transaktionen gespeichert am 12. März 2025.", "12. März 2025."),
    ])
    func neverBreaksInsideADate(text: String, date: String) {
        for width in 22...60 {
            let rows = TextWrap.wrap(text, width: width)
            #expect(rows.contains { $0.contains(date) }, "width \(width): \(rows)")
            #expect(rows.allSatisfy { TextWidth.of($0) <= width })
        }
    }

    @Test func aNumberEndingASentenceDoesNotHoldTheNextOne() {
        #expect(
            TextWrap.wrap("Saved in 2025. Checkout needs a connection.", width: 22)
                == ["Saved in 2025.", "Checkout needs a", "connection."])
    }

    @Test func aPhraseWiderThanARowStillBreaks() {
        #expect(TextWrap.wrap("1 2 3 4 5 6 7 8", width: 7) == ["1 2 3 4", "5 6 7 8"])
    }

    @Test func aBannersActionNeverSitsInsideItsMessage() throws {
        let banner = Banner(
            .offline, "Offline: showing the transactions stored from Mar 12, 2025.",
            action: KeyHint("r", "retry"))
        let rows = banner.lines(width: 44).map(\.plainText)
        #expect(rows.count == 2, "\(rows)")
        try #require(rows.count > 1)
        #expect(rows[0].hasPrefix(" ⊘ Offline: showing the transactions stored"))
        #expect(!rows[0].contains("retry"), "\(rows)")
        #expect(rows[1].hasPrefix("   from Mar 12, 2025."), "\(rows)")
        #expect(rows[1].hasSuffix("r retry "), "\(rows)")
        let narrow = Banner(.offline, "Offline: stored from Mar 12, 2025.", action: KeyHint("r", "retry"))
            .lines(width: 24).map(\.plainText)
        #expect(
            narrow == [" ⊘ Offline: stored from ", "   Mar 12, 2025.        ", "                r retry "],
            "\(narrow)")
        #expect(rows.allSatisfy { TextWidth.of($0) == 44 })
    }

    @Test func aShortMessageKeepsItsActionOnTheSameRow() throws {
        let rows = Banner(.error, "Could not load.", action: KeyHint("r", "retry")).lines(width: 40)
        #expect(rows.count == 1)
        try #require(rows.count > 0)
        #expect(rows[0].plainText.hasPrefix(" ✖ Could not load.  "))
        #expect(rows[0].plainText.hasSuffix("  r retry "))
        #expect(rows[0].width == 40)
    }
}
