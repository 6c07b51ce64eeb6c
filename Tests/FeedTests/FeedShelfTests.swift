import Feed
import FeedInterface
import FeedTesting
import Foundation
import Localization
import Testing

/// Which cards are current and which ended, at an injected moment.
@Suite struct FeedShelfTests {
    private func card(_ id: String, until: Date?) -> FeedCard {
        FeedCard(
            id: id, kind: .offer, title: LocalizedText(["en": id]), body: LocalizedText([:]),
            validUntil: until)
    }

    @Test func cardsThatEndedBeforeNowAreExpiredMostRecentFirst() {
        let now = FeedFixtures.now
        let cards = [
            card("long-gone", until: now.addingTimeInterval(-30 * 86_400)),
            card("forever", until: nil),
            card("yesterday", until: now.addingTimeInterval(-86_400)),
            card("tomorrow", until: now.addingTimeInterval(86_400)),
            card("also-yesterday", until: now.addingTimeInterval(-86_400)),
        ]
        let shelf = FeedShelf(cards, at: now)
        #expect(shelf.current.map(\.id) == ["forever", "tomorrow"], "the server's order")
        #expect(shelf.expired.map(\.id) == ["yesterday", "also-yesterday", "long-gone"])
        #expect(shelf.all.map(\.id) == ["forever", "tomorrow", "yesterday", "also-yesterday", "long-gone"])
    }

    @Test func theLastValidMomentStillCounts() {
        let end = FeedFixtures.now
        let offer = card("ends-now", until: end)
        #expect(!FeedShelf.hasEnded(offer, at: end))
        #expect(FeedShelf.hasEnded(offer, at: end.addingTimeInterval(1)))
        #expect(FeedShelf(FeedFixtures.cards, at: FeedFixtures.now).expired.isEmpty)
        #expect(
            FeedShelf(FeedFixtures.cards, at: FeedFixtures.afterOffersEnded).expired == [FeedFixtures.coupon])
    }
}
