import AppRunnerTestSupport
import Feed
import FeedInterface
import FeedTesting
import Localization
import MosaicTestSupport
import SnapshotTesting
import TerminalUI
import Testing

/// Text snapshots of the feed in English and German (80×20, UTC).
@MainActor @Suite(.serialized) struct FeedScreenSnapshotTests {
    @Test(arguments: [Language.en, .de])
    func loaded(language: Language) async throws {
        let (screen, _) = makeFeedScreen(
            language: language, summary: FakeTransactionsSummaryService(FeedFixtures.pointsSummary))
        let session = try await settledSession(screen, language: language)
        #expect(session.phase == .settled)
        assertSnapshot(of: session.frameText(), as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func multiCurrencyTotals(language: Language) async throws {
        let (screen, _) = makeFeedScreen(
            language: language, summary: FakeTransactionsSummaryService(FeedFixtures.multiCurrencySummary))
        let session = try await settledSession(screen, language: language)
        assertSnapshot(of: session.frameText(), as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func failingSummary(language: Language) async throws {
        let (screen, _) = makeFeedScreen(
            language: language,
            summary: FakeTransactionsSummaryService(failing: FakeTransactionsSummaryService.serverError))
        let session = try await settledSession(screen, language: language)
        guard case .failed(let message) = session.phase else {
            Issue.record("expected a failed phase, got \(session.phase)")
            return
        }
        #expect(message.contains("503"))
        assertSnapshot(of: session.frameText(), as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func empty(language: Language) async throws {
        let (screen, _) = makeFeedScreen(
            language: language, summary: FakeTransactionsSummaryService(.empty), content: FakeFeedService([]))
        let session = try await settledSession(screen, language: language)
        assertSnapshot(of: session.frameText(), as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func cardDetail(language: Language) async throws {
        let (screen, _) = makeFeedScreen(
            language: language, summary: FakeTransactionsSummaryService(FeedFixtures.pointsSummary))
        let session = try await settledSession(screen, language: language)
        try await session.send(.enter)
        assertSnapshot(of: session.frameText(), as: .lines, named: language.rawValue)
    }

    /// After the coupon ended it is listed apart, marked, and its details say it ended.
    @Test(arguments: [Language.en, .pl])
    func expiredOffers(language: Language) async throws {
        let (screen, _) = makeFeedScreen(
            language: language, summary: FakeTransactionsSummaryService(FeedFixtures.pointsSummary),
            now: FeedFixtures.afterOffersEnded)
        let session = try await settledSession(screen, language: language)
        assertSnapshot(of: session.frameText(), as: .lines, named: language.rawValue)
        try await session.send([.down, .down, .enter])
        assertSnapshot(of: session.frameText(), as: .lines, named: "\(language.rawValue)-detail")
    }

    @Test func anEndedCouponIsNotOfferedForYou() async throws {
        let (screen, _) = makeFeedScreen(
            summary: FakeTransactionsSummaryService(FeedFixtures.pointsSummary),
            now: FeedFixtures.afterOffersEnded)
        let frame = try await settledSession(screen).frameText()
        let lines = frame.split(separator: "\n").map(String.init)
        let expired = try #require(lines.firstIndex { $0.hasPrefix("Expired") }, "\(frame)")
        let coupon = try #require(lines.firstIndex { $0.contains("200 points on fresh bread") }, "\(frame)")
        #expect(coupon > expired)
        #expect(lines[coupon].hasSuffix("Coupon · ended Mar 31, 2026"))
        #expect(lines.contains { $0.hasPrefix("For you") && $0.hasSuffix(" 2") })
    }

    @Test func movingTheSelectionPreviewsTheCardAndRetryRecovers() async throws {
        let (screen, _) = makeFeedScreen(
            summary: FakeTransactionsSummaryService(
                FeedFixtures.pointsSummary, failingFirstWith: FakeTransactionsSummaryService.serverError))
        let session = try await settledSession(screen)
        #expect(session.frameText().contains("r retry"))
        try await session.send(.down)
        #expect(session.frameText().contains("Collect at least once every 36 months"))
        try await session.send(.character("r"))
        #expect(session.phase == .settled)
        let frame = session.frameText()
        #expect(frame.contains("1,548 points"))
        #expect(!frame.contains("retry"))
        #expect(frame.contains("▸ Points never expire"), "the selection survives a refresh")
    }

    @Test func polishAndSpanishUseTheirOwnPlurals() async throws {
        let (polish, _) = makeFeedScreen(
            language: .pl, summary: FakeTransactionsSummaryService(FeedFixtures.pointsSummary))
        let frame = try await settledSession(polish).frameText()
        #expect(frame.contains("1548 punktów"))
        #expect(frame.contains("21 transakcji"))
        let (spanish, _) = makeFeedScreen(
            language: .es, summary: FakeTransactionsSummaryService(FeedFixtures.multiCurrencySummary))
        let spanishFrame = try await settledSession(spanish).frameText()
        #expect(spanishFrame.contains("24 transacciones"))
        #expect(spanishFrame.contains("42,50"))
    }
}
