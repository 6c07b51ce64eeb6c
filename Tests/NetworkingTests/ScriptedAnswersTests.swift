import MosaicTestSupport
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

/// On a ``ManualClock`` (event-driven: the test waits for the sleeper, never for time).
@Suite struct ScriptedAnswersLatencyTests {
    @Test(.timeLimit(.minutes(1))) func anAnswerComesAfterItsLatencyOnTheGivenClock() async throws {
        let clock = ManualClock()
        let answers = ScriptedAnswers(
            [Result<Int, NetworkError>.success(7), .failure(.offline)], for: "a test", latency: .seconds(2),
            clock: clock)
        let first = Task { try await answers.answer() }
        await clock.waitForSleepers(1)
        #expect(answers.count == 1, "the call took its answer, then waits")
        await clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 1, "still waiting after 1 of 2 seconds")
        await clock.advance(by: .seconds(1))
        let value = try await first.value
        #expect(value == 7)

        let second = Task { try await answers.answer() }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(2))
        await #expect(throws: NetworkError.offline) { try await second.value }
    }

    @Test(.timeLimit(.minutes(1))) func aCancelledWaitIsCancelled() async {
        let clock = ManualClock()
        let answers = ScriptedAnswers(
            [Result<Int, NetworkError>.success(7)], for: "a test", latency: .seconds(60), clock: clock)
        let waiting = Task { try await answers.answer() }
        await clock.waitForSleepers(1)
        waiting.cancel()
        await #expect(throws: NetworkError.cancelled) { try await waiting.value }
    }
}
