import Clocks
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

/// On swift-clocks' `ImmediateClock`: a sleep returns at once and moves the clock's `now` by what
/// it slept, so the tests see the latency without waiting for time or for another task.
@Suite struct ScriptedAnswersLatencyTests {
    @Test func anAnswerComesAfterItsLatencyOnTheGivenClock() async throws {
        let clock = ImmediateClock()
        let start = clock.now
        let answers = ScriptedAnswers(
            [Result<Int, NetworkError>.success(7), .failure(.offline)], for: "a test", latency: .seconds(2),
            clock: clock)
        #expect(try await answers.answer() == 7)
        #expect(start.duration(to: clock.now) == .seconds(2), "the answer waited its latency")
        await #expect(throws: NetworkError.offline) { try await answers.answer() }
        #expect(start.duration(to: clock.now) == .seconds(4))
        #expect(answers.count == 2)
    }

    @Test func noLatencyNeverSleeps() async throws {
        let clock = ImmediateClock()
        let start = clock.now
        let answers = ScriptedAnswers([Result<Int, NetworkError>.success(7)], for: "a test", clock: clock)
        #expect(try await answers.answer() == 7)
        #expect(clock.now == start)
    }

    @Test func aCancelledWaitIsCancelled() async {
        let answers = ScriptedAnswers(
            [Result<Int, NetworkError>.success(7)], for: "a test", latency: .seconds(60),
            clock: ImmediateClock())
        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await answers.answer()
        }
        await #expect(throws: NetworkError.cancelled) { try await waiting.value }
    }
}

/// The generic scripted list every feature's fake source is (`FakePacksSource`,
/// `FakeTransactionsSource`): its script in turn, the whole list without anything left out, its
/// latency on the given clock, and `fetchAll()` reading the same answers.
@Suite struct ScriptedListSourceTests {
    @Test func answersItsScriptInTurnWithNothingLeftOut() async throws {
        let source = ScriptedListSource<String>([.failure(.offline), .success(["a", "b"]), .success(["c"])])
        await #expect(throws: NetworkError.offline) { try await source.fetchList() }
        let second = try await source.fetchList()
        #expect(second.elements == ["a", "b"])
        #expect(second.skipped == 0 && second.payload == nil)
        #expect(try await source.fetchAll() == ["c"])
        #expect(try await source.fetchAll() == ["c"], "the last answer repeats")
        #expect(source.callCount == 4)
    }

    @Test func returningWaitsItsLatencyAndFailingAlwaysFails() async throws {
        let clock = ImmediateClock()
        let start = clock.now
        let source = ScriptedListSource(returning: [1, 2, 3], latency: .seconds(3), clock: clock)
        #expect(try await source.fetchAll() == [1, 2, 3])
        #expect(start.duration(to: clock.now) == .seconds(3))
        let failing = ScriptedListSource<Int>(failing: .timeout)
        for _ in 0..<2 {
            await #expect(throws: NetworkError.timeout) { try await failing.fetchList() }
        }
        #expect(failing.callCount == 2)
    }

    /// A feature's source is a `ListSource` of its element, so code over any list source (here a
    /// count) serves each feature.
    @Test func anyListSourceOfAnElementServes() async throws {
        let source: any ListSource<Int> = ScriptedListSource(returning: [4, 5])
        #expect(try await source.fetchList().elements.count == 2)
    }
}
