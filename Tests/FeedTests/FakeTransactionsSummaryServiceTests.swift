import Clocks
import FeedTesting
import Foundation
import Networking
import Testing
import TransactionsInterface

/// The feed's scripted summary: answers in turn (the last repeats), throws any error it is given
/// (a live service may throw one that is not a `NetworkError`), and takes its latency on the
/// injected clock.
@Suite struct FakeTransactionsSummaryServiceTests {
    @Test func answersItsScriptInTurnAndRepeatsTheLast() async throws {
        let service = FakeTransactionsSummaryService(
            FeedFixtures.pointsSummary, failingFirstWith: URLError(.timedOut))
        await #expect(throws: URLError.self) { try await service.summary() }
        #expect(try await service.summary() == FeedFixtures.pointsSummary)
        #expect(try await service.summary() == FeedFixtures.pointsSummary)
        #expect(service.callCount == 3)
    }

    @Test func aFailingServiceAlwaysFailsWithTheServersError() async {
        let service = FakeTransactionsSummaryService(failing: FakeTransactionsSummaryService.serverError)
        for _ in 0..<2 {
            await #expect(throws: NetworkError.httpStatus(code: 503, bodyExcerpt: "")) {
                try await service.summary()
            }
        }
    }

    @Test func theLatencyIsTakenOnTheInjectedClock() async throws {
        let clock = ImmediateClock()
        let start = clock.now
        let service = FakeTransactionsSummaryService(.empty, latency: .seconds(2), clock: clock)
        #expect(try await service.summary() == .empty)
        #expect(start.duration(to: clock.now) == .seconds(2))
    }
}
