import AppRunnerTestSupport
import Feed
import FeedInterface
import FeedTesting
import Localization
import MosaicTestSupport
import TerminalUI
import Testing

/// `/` on the feed's cards as a person types it, and clicks.
@MainActor @Suite(.serialized) struct FeedSearchTests {
    private func session() async throws -> (HeadlessSession, FeedScreen) {
        let (screen, _) = makeFeedScreen(summary: FakeTransactionsSummaryService(FeedFixtures.pointsSummary))
        return (try await settledSession(screen), screen)
    }

    @Test func titlesKindsAndTextsMatchAndThePreviewFollows() async throws {
        let (session, screen) = try await session()
        #expect(screen.isSearchable)
        try await session.send(KeyScript.parse("/ n e w s"))
        var frame = session.frameText()
        #expect(frame.contains("/ news▏  1 match"), "the kind as shown")
        #expect(frame.contains("▸ Points never expire while you collect"))
        #expect(!frame.contains("fresh bread"))
        try await session.send(KeyScript.parse("esc / l o a f"))
        frame = session.frameText()
        #expect(frame.contains("▸ 200 points on fresh bread"), "the card's text matches too")
        #expect(frame.contains("Activate the coupon and buy any loaf this week."), "its preview shows")
        try await session.send(KeyScript.parse("enter enter"))
        #expect(session.frameText().contains("Feed › Coupon"))
        #expect(session.frameText().contains("200 points on fresh bread"))
        session.quit()
    }

    @Test func aClickSelectsACardAndASecondClickOpensIt() async throws {
        let (session, screen) = try await session()
        let body = session.navigator.bodyContext(in: RenderContext(size: session.size, theme: .noColor))
        // The screen places clicks as it last drew the list, as a person sees it.
        #expect(session.frameText().contains("▸ 200 points on fresh bread"))
        // Body rows: 0-2 the total, 3 blank, 4 "For you", 5 the first card, 6 the second.
        let click = Key.mouse(MouseEvent(.press(.left), column: 10, row: 6))
        guard case .handled = screen.handle(click, in: body) else {
            Issue.record("the first click selects")
            return
        }
        #expect(session.frameText().contains("▸ Points never expire"))
        guard case .push(let card) = screen.handle(click, in: body) else {
            Issue.record("the second click opens")
            return
        }
        #expect(card.title == "News")
        session.quit()
    }

    @Test func aClickBeforeAnyFrameWasDrawnLandsWhereTheRowWillBe() async throws {
        let (session, screen) = try await session()
        // No frame asked for: a scripted click (`--keys "click:…"`) comes before any drawing.
        let body = session.navigator.bodyContext(in: RenderContext(size: session.size, theme: .noColor))
        let summaryRow = Key.mouse(MouseEvent(.press(.left), column: 10, row: 0))
        guard case .ignored = screen.handle(summaryRow, in: body) else {
            Issue.record("a click on the total opens nothing")
            return
        }
        let secondCard = Key.mouse(MouseEvent(.press(.left), column: 10, row: 6))
        guard case .handled = screen.handle(secondCard, in: body) else {
            Issue.record("the click selects the second card")
            return
        }
        #expect(session.frameText().contains("▸ Points never expire"))
        session.quit()
    }
}
