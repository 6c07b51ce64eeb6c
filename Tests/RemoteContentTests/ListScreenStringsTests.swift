import Formatting
import Foundation
import Localization
import Networking
import RemoteContent
import TerminalUI
import Testing

/// A feature's list words from its ``ListScreenStrings``: each word reads its own key, a
/// ``StandardListSource`` gets the chrome's words and Enter's hint from them, and a failure shows as
/// the freshness wording's message. The keys are in no bundle, so each word is its key's raw value:
/// a word read from the wrong key shows.
@MainActor @Suite struct ListScreenStringsTests {
    enum ShelfStrings: String, FreshnessStrings, ListScreenStrings {
        case loading = "shelf.loading"
        case refreshing = "shelf.refreshing"
        case hintRetry = "shelf.hint.retry"
        case hintRefresh = "shelf.hint.refresh"
        case empty = "shelf.empty"
        case emptyHint = "shelf.empty.hint"
        case hintOpen = "shelf.hint.open"
        case bannerOffline = "shelf.banner.offline"
        case bannerError = "shelf.banner.error"
        case sourceServer = "shelf.source.server"
        case sourceCache = "shelf.source.cache"
        case errorNothingSaved = "shelf.error.nothing-saved"
        case errorUnavailable = "shelf.error.unavailable"

        static var bundle: Bundle { .main }
    }

    struct ShelfTexts: FreshnessWording {
        typealias Strings = ShelfStrings
        let localizer = Localizer(language: .en)
        var formatters: Formatters {
            Formatters(localizer: localizer, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        }
    }

    /// The smallest standard list: no `words` and no `openHint` of its own.
    struct Shelf: StandardListSource {
        typealias Strings = ShelfStrings
        let texts = ShelfTexts()
        var localizer: Localizer { texts.localizer }
        func title(_ content: [String]?) -> String { "Shelf" }
        func failure(_ error: NetworkError) -> (message: String, phase: ScreenPhase) {
            texts.screenFailure(error)
        }
        func groups(_ content: [String]) -> [ListGroup<String>] { [ListGroup(nil, items: content)] }
        func searchTexts(_ item: String, in content: [String]) -> [String] { [item] }
        func rows(_ items: [String], of group: ListGroup<String>, in content: [String]) -> [ListRow] {
            items.map { ListRow($0) }
        }
        func open(_ item: String, in content: [String]) -> (any Screen)? { nil }
    }

    @Test func eachWordReadsItsOwnKey() {
        let words = RemoteContentWords(ShelfStrings.self, in: Localizer(language: .de))
        #expect(words.loading == "shelf.loading")
        #expect(words.refreshing == "shelf.refreshing")
        #expect(words.retry == "shelf.hint.retry")
        #expect(words.refresh == "shelf.hint.refresh")
        #expect(words.empty == "shelf.empty")
        #expect(words.emptyHint == "shelf.empty.hint")
    }

    @Test func aStandardSourceTakesItsWordsAndEntersHintFromItsStrings() async throws {
        let model = RemoteContentModel<[String], NetworkError>(
            load: { _ in .success(["oak", "pine"]) }, isEmpty: { $0.isEmpty }, keep: { _, _ in })
        let screen = SearchableListScreen(model: model, source: Shelf())
        #expect(Shelf().words.loading == "shelf.loading")
        let session = HeadlessSession(root: screen, size: TerminalSize(width: 50, height: 10))
        try await session.settle()
        let hints = screen.keyHints.map(\.label)
        #expect(hints.first == "shelf.hint.open", "\(hints)")
        #expect(hints.contains("shelf.hint.refresh"), "\(hints)")
        session.quit()
    }

    @Test func aFailureShowsTheFreshnessMessageInTheFailedPhase() throws {
        let offline = Shelf().failure(.offline)
        #expect(offline.message == "shelf.error.nothing-saved")
        #expect(offline.phase == .failed("shelf.error.nothing-saved"))
        let server = Shelf().failure(.httpStatus(code: 500, bodyExcerpt: ""))
        #expect(server.message == "shelf.error.unavailable")
        #expect(server.phase == .failed("shelf.error.unavailable"))
        let unreadable = Shelf().failure(.decoding(keyPath: "items", reason: "not an array"))
        #expect(unreadable.phase == .unreadableData("shelf.error.unavailable"), "a headless run exits 65")
    }
}
