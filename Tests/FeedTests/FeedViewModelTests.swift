import Feed
import FeedInterface
import FeedTesting
import Foundation
import Networking
import Testing
import TransactionsInterface

/// The feed's state transitions: loading, loaded, empty, failed, retry and refresh.
@MainActor @Suite struct FeedViewModelTests {
    private func model(
        _ summary: any TransactionsSummaryService,
        content: any FeedService = FakeFeedService(FeedFixtures.cards)
    ) -> FeedViewModel {
        FeedViewModel(summaryProvider: summary, contentProvider: content)
    }

    @Test func isLoadingUntilTheSummaryArrivesThenShowsTheTotalAndCards() async {
        let gate = GatedSummaryProvider()
        let model = model(gate)
        #expect(model.state == .loading)
        let load = Task { await model.load() }
        await gate.nextCall()
        #expect(model.state == .loading)
        gate.answer(.success(FeedFixtures.pointsSummary))
        await load.value
        #expect(
            model.state
                == .loaded(
                    FeedContent(
                        summary: .loaded(FeedFixtures.pointsSummary), cards: .loaded(FeedFixtures.cards))))
    }

    @Test func aFailingSummaryStillShowsTheCards() async {
        let model = model(FakeTransactionsSummaryService(failing: FakeTransactionsSummaryService.serverError))
        await model.load()
        guard case .loaded(let content) = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
        #expect(content.cards == .loaded(FeedFixtures.cards))
        #expect(content.summary.value == nil)
        #expect(content.summary.error?.kind == .server(status: 503))
    }

    @Test func failsWhenNothingCouldBeLoaded() async {
        let model = model(
            FakeTransactionsSummaryService(failing: FakeTransactionsSummaryService.serverError),
            content: FakeFeedService.failing)
        await model.load()
        guard case .failed(let content) = model.state else {
            Issue.record("expected failed, got \(model.state)")
            return
        }
        #expect(content.summary.error != nil)
        #expect(content.cards.error?.detail == "The feed content is damaged (simulated).")
    }

    @Test func noTransactionsAndNoCardsIsEmpty() async {
        let model = model(FakeTransactionsSummaryService(.empty), content: FakeFeedService([]))
        await model.load()
        #expect(model.state == .empty)
    }

    @Test func noTransactionsButCardsIsNotEmpty() async {
        let model = model(FakeTransactionsSummaryService(.empty))
        await model.load()
        #expect(
            model.state == .loaded(FeedContent(summary: .loaded(.empty), cards: .loaded(FeedFixtures.cards))))
    }

    @Test func retryAfterAFailureLoadsTheTotal() async {
        let provider = FakeTransactionsSummaryService(
            FeedFixtures.pointsSummary, failingFirstWith: FakeTransactionsSummaryService.serverError)
        let model = model(provider)
        await model.load()
        guard case .loaded(let first) = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
        #expect(first.summary.error != nil)
        await model.refresh()?.value
        #expect(provider.callCount == 2)
        #expect(
            model.state
                == .loaded(
                    FeedContent(
                        summary: .loaded(FeedFixtures.pointsSummary), cards: .loaded(FeedFixtures.cards))))
    }

    @Test func aFailedRefreshKeepsTheLastTotalAndSaysWhy() async {
        let provider = FakeTransactionsSummaryService([
            .summary(FeedFixtures.pointsSummary), .failure(FakeTransactionsSummaryService.serverError),
        ])
        let model = model(provider)
        await model.load()
        await model.refresh()?.value
        #expect(provider.callCount == 2)
        guard case .loaded(let content) = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
        #expect(
            content.summary
                == .failed(
                    FeedError(NetworkError.httpStatus(code: 503, bodyExcerpt: "")),
                    lastGood: FeedFixtures.pointsSummary
                ))
        #expect(content.summary.value == FeedFixtures.pointsSummary)
    }

    @Test func refreshShowsItIsRefreshingAndIgnoresASecondRequest() async {
        let gate = GatedSummaryProvider()
        let model = model(gate)
        let first = Task { await model.load() }
        await gate.nextCall()
        gate.answer(.success(FeedFixtures.pointsSummary))
        await first.value
        let refresh = model.refresh()
        #expect(model.isRefreshing)
        #expect(model.refresh() == nil, "a second refresh while one runs is ignored")
        await gate.nextCall()
        gate.answer(.success(FeedFixtures.multiCurrencySummary))
        await refresh?.value
        #expect(!model.isRefreshing)
        #expect(
            model.state
                == .loaded(
                    FeedContent(
                        summary: .loaded(FeedFixtures.multiCurrencySummary),
                        cards: .loaded(FeedFixtures.cards))))
    }

    @Test(arguments: [
        NetworkError.offline as any Error & Sendable, NetworkError.offline,
        URLError(.notConnectedToInternet),
    ])
    func offlineErrorsAreTold(_ error: any Error & Sendable) async {
        let model = model(FakeTransactionsSummaryService(failing: error))
        await model.load()
        guard case .loaded(let content) = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
        #expect(content.summary.error?.kind == .offline)
    }

    @Test func errorsKeepWhatTheScreenCanWordInEveryLanguage() {
        #expect(FeedError(NetworkError.timeout).kind == .timedOut)
        #expect(FeedError(NetworkError.httpStatus(code: 502, bodyExcerpt: "")).kind == .server(status: 502))
        #expect(FeedError(NetworkError.unreachable(server: "http://127.0.0.1:1")).kind == .offline)
        let unreadable = FeedError(NetworkError.decoding(keyPath: "items[3].amount", reason: "missing"))
        #expect(unreadable.kind == .failure(.decoding(keyPath: "items[3].amount", reason: "missing")))
        #expect(unreadable.detail.contains("items[3].amount"), "the detail is kept for the log")
    }
}
