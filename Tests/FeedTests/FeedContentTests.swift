import Feed
import FeedInterface
import Foundation
import Localization
import MosaicTestSupport
import Testing

/// The feed's own bundled content and how feed files are read.
@Suite struct FeedContentTests {
    @Test func theBundledFeedHasCardsInEveryLanguage() async throws {
        let cards = try await BundledFeedService().cards()
        #expect(cards.count >= 3)
        #expect(Set(cards.map(\.id)).count == cards.count, "ids are unique")
        for card in cards {
            for language in Language.allCases {
                #expect(
                    card.title.translations[language.rawValue]?.isEmpty == false,
                    "\(card.id) title \(language)")
                #expect(
                    card.body.translations[language.rawValue]?.isEmpty == false, "\(card.id) body \(language)"
                )
            }
            if case .unsupported(let kind) = card.kind {
                Issue.record("\(card.id) has an unknown kind \(kind)")
            }
        }
    }

    @Test func readsEveryFieldAndKeepsUnknownKinds() async throws {
        let url = try temporaryFile(
            """
            {"cards": [
              {"id": "a", "kind": "coupon", "partner": "Bakery", "title": {"en": "Bread", "de": "Brot"},
               "body": {"en": "Fresh"}, "link": "https://example.com/a", "validUntil": "2026-03-31T23:59:59+0200"},
              {"id": "b", "kind": "video", "title": {"en": "Watch"}}
            ]}
            """)
        let cards = try await BundledFeedService(url: url).cards()
        #expect(cards.count == 2)
        try #require(cards.count > 1)
        #expect(cards[0].kind == .coupon)
        #expect(cards[0].partner == "Bakery")
        #expect(cards[0].link == URL(string: "https://example.com/a"))
        #expect(cards[0].validUntil == Date(timeIntervalSince1970: 1_774_994_399))
        #expect(cards[1].kind == .unsupported("video"), "an unknown kind is kept, not dropped")
        #expect(cards[1].body.translations.isEmpty)
    }

    @Test func skipsOnlyTheCardsThatCannotBeShown() async throws {
        let url = try temporaryFile(
            """
            {"cards": [
              {"id": "ok", "kind": "news", "title": {"en": "Fine"}},
              {"id": "no-english", "kind": "news", "title": {"de": "Nur Deutsch"}},
              {"kind": "news", "title": {"en": "No id"}},
              {"id": "ok", "kind": "news", "title": {"en": "Duplicate"}},
              {"id": "bad-date", "kind": "news", "title": {"en": "x"}, "validUntil": "soon"},
              {"id": "bad-link", "kind": "offer", "title": {"en": "Link"}, "link": "javascript:alert(1)"}
            ]}
            """)
        let cards = try await BundledFeedService(url: url).cards()
        #expect(cards.map(\.id) == ["ok", "bad-link"])
        try #require(cards.count > 1)
        #expect(cards[1].link == nil, "only web links are kept")
    }

    @Test func aDamagedFileFailsNamingWhere() async throws {
        let url = try temporaryFile(#"{"cards": {"id": 1}}"#)
        await #expect(throws: FeedContentError.self) {
            try await BundledFeedService(url: url).cards()
        }
        do {
            _ = try await BundledFeedService(url: url).cards()
        } catch let error as FeedContentError {
            #expect(error.description.contains("cards"), "\(error)")
        }
    }

    @Test func aMissingFileFailsAndIsLogged() async {
        let recorder = LogRecorder()
        await #expect(throws: FeedContentError.missing) {
            try await BundledFeedService(url: nil, logger: recorder.logger()).cards()
        }
        #expect(recorder.messages(atLeast: .notice) == ["The feed content is missing from the app."])
        let gone = FileManager.default.temporaryDirectory.appending(
            path: "no-such-feed-\(UUID().uuidString).json")
        await #expect(throws: FeedContentError.self) {
            try await BundledFeedService(url: gone).cards()
        }
    }

    @Test func textFallsBackToEnglishThenToAnyLanguage() {
        let text = LocalizedText(["en": "Hello", "de": "Hallo", "pl": ""])
        #expect(text.text(in: .de) == "Hallo")
        #expect(text.text(in: .pl) == "Hello", "an empty translation falls back")
        #expect(text.text(in: .es) == "Hello")
        #expect(LocalizedText(["pl": "Cześć", "de": "Hallo"]).text(in: .es) == "Hallo")
        #expect(LocalizedText([:]).text(in: .en) == "")
    }
}
