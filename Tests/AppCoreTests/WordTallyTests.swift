import Testing

@testable import AppCore

/// `store price --codes-file` splits a basket on its UTF-8 bytes (``WordTally``) when it is ASCII
/// (`Character.isWhitespace` was a third of a 100,000-code run): the words must be exactly what
/// splitting at every Unicode whitespace gives, for any text.
@Suite struct WordTallyTests {
    private func words(_ text: String) -> [String] {
        var words: [String] = []
        WordTally.forEachWord(of: text) { words.append(String(decoding: $0, as: UTF8.self)) }
        return words
    }

    private func reference(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    @Test(arguments: [
        "", " ", "VOUCHER", "  VOUCHER  TSHIRT\nMUG\r\nvoucher\t\tX\u{0B}Y\u{0C}Z\r",
        "\n\n\nA\n", "A B", "Łódź MUG", "MUG\u{00A0}TSHIRT", "MUG\u{2003}TSHIRT\u{3000}X", "e\u{301} x",
        "\r\n", "A\u{1C}B",
    ])
    func wordsAreTheUnicodeSplit(text: String) {
        #expect(words(text) == reference(text), "\(text.debugDescription)")
    }

    @Test func seededAsciiTextIsTheUnicodeSplit() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("AB \t\n\r\u{0B}\u{0C}-_1")
        for _ in 0..<500 {
            let length = Int.random(in: 0...40, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? " " })
            #expect(words(text) == reference(text), "\(text.debugDescription)")
        }
    }

    /// Codes are counted by their bytes (a `String` only per distinct code): the tallies must be
    /// exactly counting the words, each distinct code in the order first scanned, also when
    /// there are enough distinct codes to grow the table many times and codes differ only in case
    /// or length.
    @Test func talliesAreTheWordsCountedInTheOrderFirstScanned() {
        var generator = SystemRandomNumberGenerator()
        let codes = ["MUG", "mug", "MUGS", "MU", "", "Łódź", "VOUCHER"] + (0..<3_000).map { "C\($0)" }
        var words: [String] = []
        var tally = WordTally()
        for _ in 0..<20_000 {
            let code = codes.randomElement(using: &generator) ?? "MUG"
            words.append(code)
            tally.add(code)
        }
        var expected: [WordTally.Tally] = []
        var position: [String: Int] = [:]
        for word in words {
            if let at = position[word] {
                expected[at].count += 1
            } else {
                position[word] = expected.count
                expected.append(WordTally.Tally(code: word, count: 1))
            }
        }
        #expect(tally.tallies == expected)
        #expect(tally.tallies.map(\.count).reduce(0, +) == 20_000)
    }

    /// `addWords(of:)` counts what splitting the text and adding each word counts, in both the
    /// ASCII path and the general one.
    @Test func addingATextsWordsCountsEachWord() {
        for text in ["MUG CAP\nMUG\t\tVOUCHER\r\nCAP  MUG\n", "Łódź MUG\u{2003}Łódź\u{00A0}CAP", "", " \n "] {
            var whole = WordTally()
            whole.addWords(of: text)
            var byWord = WordTally()
            WordTally.forEachWord(of: text) { byWord.add($0) }
            #expect(whole.tallies == byWord.tallies)
        }
        var tally = WordTally()
        tally.addWords(of: "MUG CAP\nMUG")
        #expect(
            tally.tallies == [WordTally.Tally(code: "MUG", count: 2), WordTally.Tally(code: "CAP", count: 1)])
    }
}

/// The tally's own hash: the same bytes hash the same, and words that share bytes but not their
/// length, order or tail are told apart (a shared hash would only cost a comparison, never a count).
@Suite struct WordTallyHashTests {
    private func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { WordTally.hash($0) }
    }

    @Test func equalWordsHashAlikeAndNearWordsApart() {
        #expect(hash("VOUCHER") == hash(String("xVOUCHER".dropFirst())))
        let near = [
            "", "A", "AA", "AB", "BA", "VOUCHER", "VOUCHER ", "VOUCHERS", "TSHIRT01", "TSHIRT02", "TSHIRT012",
        ]
        #expect(Set(near.map(hash)).count == near.count)
    }

    @Test func tenThousandCodesOfEveryLengthAreCountedApart() {
        var tally = WordTally()
        let codes = (0..<10_000).map { "C\($0)" + String(repeating: "x", count: $0 % 19) }
        for code in codes + codes.reversed() { tally.add(code) }
        #expect(tally.tallies.map(\.code) == codes)
        #expect(tally.tallies.allSatisfy { $0.count == 2 })
    }
}
