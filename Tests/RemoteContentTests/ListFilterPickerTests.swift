import Formatting
import Foundation
import Localization
import RemoteContent
import TerminalUI
import Testing

/// On the shared list, a source with a filter gets the one filter
/// interaction (`f` opens a picker with each choice's count, the one in effect marked; Enter puts
/// the highlighted one in effect, Esc leaves it), and a title's count follows a search.
@MainActor @Suite struct ListFilterPickerTests {
    /// Words filtered by their first letter (all, a, b); reloads on return, as the orders do.
    @MainActor final class WordList: StandardListSource {
        typealias Strings = WordStrings
        static let letters: [Character?] = [nil, "a", "b"]
        var letter: Character?
        let filters: Bool
        let localizer = Localizer(language: .en)

        init(filters: Bool = true) { self.filters = filters }

        var reloadsOnReturn: Bool { true }
        func title(_ content: [String]?) -> String { title(content, matches: nil) }
        func title(_ content: [String]?, matches: Int?) -> String {
            guard let content else { return "Words" }
            let count = shown(content).count
            return matches.map { "Words (\($0) of \(count))" } ?? "Words (\(count))"
        }
        func failure(_ error: Failed) -> (message: String, phase: ScreenPhase) {
            ("failed", .failed("failed"))
        }
        func groups(_ content: [String]) -> [ListGroup<String>] { [ListGroup(nil, items: shown(content))] }
        func searchTexts(_ word: String, in content: [String]) -> [String] { [word] }
        func rows(_ words: [String], of group: ListGroup<String>, in content: [String]) -> [ListRow] {
            words.map { ListRow($0) }
        }
        func open(_ word: String, in content: [String]) -> (any Screen)? { nil }

        func filterMenu(_ content: [String]) -> FilterMenu? {
            guard filters else { return nil }
            let choices = Self.letters.map { letter in
                FilterChoice(
                    letter.map { "Starting with \($0)" } ?? "All", count: Self.shown(content, letter).count)
            }
            return FilterMenu(
                title: "Filter by letter", choices: choices, current: Self.letters.firstIndex(of: letter),
                formatters: Formatters(localizer: localizer, timeZone: TimeZone(identifier: "UTC")!))
        }
        func selectFilter(_ index: Int) { letter = Self.letters[index] }

        private func shown(_ content: [String]) -> [String] { Self.shown(content, letter) }
        private static func shown(_ content: [String], _ letter: Character?) -> [String] {
            content.filter { word in letter.map { word.first == $0 } ?? true }
        }
    }

    enum WordStrings: String, ListScreenStrings {
        case loading, refreshing, hintRetry, hintRefresh, empty, emptyHint, hintOpen
        static var bundle: Bundle { .main }
    }

    struct Failed: Error {}
    @MainActor final class Counter { var count = 0 }

    private static let words = ["apple", "avocado", "banana", "apricot", "blueberry"]

    private func session(_ source: WordList) async throws
        -> (HeadlessSession, SearchableListScreen<WordList>, Counter)
    {
        let loads = Counter()
        let model = RemoteContentModel<[String], Failed>(
            load: { _ in
                loads.count += 1
                return .success(Self.words)
            }, isEmpty: \.isEmpty, keep: { _, _ in })
        let screen = SearchableListScreen(model: model, source: source)
        let session = HeadlessSession(root: screen, size: TerminalSize(width: 60, height: 16))
        try await session.settle()
        return (session, screen, loads)
    }

    private func keys(_ script: String) throws -> [Key] { try KeyScript.parse(script) }

    @Test func fOpensThePickerWithCountsAndTheChoiceInEffectMarked() async throws {
        let (session, screen, _) = try await session(WordList())
        #expect(screen.keyHints.map(\.key).contains("f"), "the footer offers the filter")
        try await session.send(keys("f"))
        #expect(session.navigator.top is FilterPickerScreen)
        let frame = session.frameText()
        #expect(frame.contains("Words (5) › Filter by letter"), "\(frame)")
        #expect(frame.contains("▸ ● All (5)"), "\(frame)")
        #expect(frame.contains("○ Starting with a (3)"), "\(frame)")
        #expect(frame.contains("○ Starting with b (2)"), "\(frame)")
        #expect(frame.contains("enter choose"), "\(frame)")
        session.quit()
    }

    @Test func enterPutsTheChoiceInEffectAndEscLeavesItAsItWas() async throws {
        let source = WordList()
        let (session, screen, loads) = try await session(source)
        try await session.send(keys("down down f down down enter"))
        #expect(session.navigator.top === screen)
        #expect(source.letter == "b")
        #expect(screen.title == "Words (2)")
        #expect(session.frameText().contains("▸ banana"), "a new choice lists from the top")
        try await session.send(keys("f"))
        #expect(session.frameText().contains("▸ ● Starting with b (2)"), "the one in effect, highlighted")
        try await session.send(keys("up up esc"))
        #expect(session.navigator.top === screen)
        #expect(source.letter == "b", "Esc leaves the filter unchanged")
        #expect(screen.title == "Words (2)")
        #expect(loads.count == 1, "back from the picker the list does not reload (details would)")
        session.quit()
    }

    @Test func aListWithoutAFilterLeavesTheKeyAlone() async throws {
        let (session, screen, _) = try await session(WordList(filters: false))
        #expect(!screen.keyHints.map(\.key).contains("f"))
        let before = session.frameText()
        try await session.send(keys("f"))
        #expect(session.navigator.top === screen)
        #expect(session.frameText() == before)
        session.quit()
    }

    @Test func aTitlesCountFollowsWhatASearchShows() async throws {
        let (session, screen, _) = try await session(WordList())
        #expect(screen.title == "Words (5)")
        try await session.send(keys("/ a p"))
        #expect(screen.title == "Words (2 of 5)", "apple, apricot")
        try await session.send(keys("enter f down enter"))
        #expect(screen.title == "Words (2 of 3)", "the search is kept under the new filter")
        try await session.send(keys("esc"))
        #expect(screen.title == "Words (3)")
        session.quit()
    }
}
