import Networking
import Testing

@Suite struct ScriptedAnswersTests {
    @Test func answersInTurnThenRepeatsTheLastAndCountsEveryCall() {
        let answers = ScriptedAnswers(["first", "second", "last"], for: "a test")
        #expect(answers.count == 0)
        let taken = (0..<5).map { _ in answers.next() }
        #expect(taken == ["first", "second", "last", "last", "last"])
        #expect(answers.count == 5)
    }

    @Test func concurrentCallsEachTakeOneAnswer() async {
        let answers = ScriptedAnswers(Array(0..<100), for: "a test")
        let taken = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<100 { group.addTask { answers.next() } }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(taken.sorted() == Array(0..<100))
        #expect(answers.count == 100)
    }
}
