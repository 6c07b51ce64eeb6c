import Formatting
import Foundation
import Testing

/// A memo makes each text once per key and never holds more than its limit.
@Suite struct TextMemoTests {
    @Test func eachTextIsMadeOncePerKey() {
        var memo = TextMemo<Int>()
        var made: [Int] = []
        let texts = [3, 1, 3, 3, 2, 1].map { key in
            memo.text(for: key) { key in
                made.append(key)
                return "#\(key)"
            }
        }
        #expect(texts == ["#3", "#1", "#3", "#3", "#2", "#1"])
        #expect(made == [3, 1, 2])
        #expect(memo.count == 3)
    }

    @Test func itStartsOverAtItsLimitAndStillAnswersRight() {
        var memo = TextMemo<Int>(limit: 4)
        for round in 0..<3 {
            for key in 0..<10 {
                #expect(memo.text(for: key) { "\($0)" } == "\(key)", "round \(round)")
                #expect(memo.count <= 4)
            }
        }
        #expect(TextMemo<Int>(limit: 0).limit == 1, "a limit below 1 keeps one text")
    }

    @Test func equalAmountsWriteTheSameText() {
        // Keys are compared by value: 7.50 and 7.5 are one amount, and their text is one text.
        var memo = TextMemo<Decimal>()
        let first = memo.text(for: Decimal(string: "7.50") ?? 0) { "\($0)" }
        let second = memo.text(for: Decimal(string: "7.5") ?? 0) { "\($0)" }
        #expect(first == second && first == "\(Decimal(string: "7.5") ?? 0)")
    }
}
