import AppCore
import Foundation
import Localization
import RemoteContent
import TerminalUI
import Testing

/// The shared list screen, once for every list: groups with sticky headers, search as you type
/// (keeping the selection), opening by Enter and by a click on the selected row, a source's own
/// key, "nothing to list", and a reload on return. Each feature keeps one smoke test of its own.
@MainActor @Suite struct SearchableListScreenTests {
    struct Fruit: Sendable, Hashable {
        var name: String
        var colour: String
    }

    struct Basket: Sendable, Hashable {
        var groups: [(title: String, fruits: [Fruit])]
        static func == (lhs: Basket, rhs: Basket) -> Bool {
            lhs.groups.map(\.fruits) == rhs.groups.map(\.fruits)
        }
        func hash(into hasher: inout Hasher) { hasher.combine(groups.map(\.fruits)) }
    }

    struct Failed: Error {}

    /// Fruits grouped by season; `s` hides the second group, as a filter would.
    @MainActor final class FruitList: SearchableListSource {
        var onlyFirst = false
        var opened: [String] = []
        /// How many times the groups were asked for, and the most rows asked for at once.
        var groupsAsked = 0
        var mostRowsAtOnce = 0
        let localizer = Localizer(language: .en)
        var words: RemoteContentWords {
            RemoteContentWords(
                loading: "Loading…", refreshing: "Refreshing…", retry: "retry", refresh: "refresh",
                empty: "No fruit", emptyHint: nil)
        }
        var openHint: String { "open" }
        var extraHints: [KeyHint] { [KeyHint("s", "season")] }
        var reloadsOnReturn: Bool { true }
        func title(_ content: Basket?) -> String { "Fruit" }
        func failure(_ error: Failed) -> (message: String, phase: ScreenPhase) {
            ("failed", .failed("failed"))
        }
        func handle(_ key: Key) -> Bool {
            guard key == .character("s") else { return false }
            onlyFirst.toggle()
            return true
        }
        func header(_ content: Basket, in context: RenderContext) -> [StyledLine] {
            [StyledLine(" fresh today")]
        }
        func groups(_ content: Basket) -> [ListGroup<Fruit>] {
            groupsAsked += 1
            return (onlyFirst ? Array(content.groups.prefix(1)) : content.groups).map {
                ListGroup($0.title, items: $0.fruits, searchesTitle: true)
            }
        }
        func searchTexts(_ fruit: Fruit, in content: Basket) -> [String] { [fruit.name, fruit.colour] }
        func rows(_ fruits: [Fruit], of group: ListGroup<Fruit>, in content: Basket) -> [ListRow] {
            mostRowsAtOnce = max(mostRowsAtOnce, fruits.count)
            return fruits.map { ListRow($0.name, detail: $0.colour) }
        }
        func open(_ fruit: Fruit, in content: Basket) -> (any Screen)? {
            guard fruit.colour != "rotten" else { return nil }
            opened.append(fruit.name)
            return SheetScreen(title: "opened \(fruit.name)", sheet: DetailSheet(rows: []))
        }
        func nothingToList(_ content: Basket, width: Int) -> [StyledLine]? {
            [StyledLine(" nothing this season")]
        }
    }

    private static let basket = Basket(groups: [
        ("Summer", [Fruit(name: "Cherry", colour: "red"), Fruit(name: "Melon", colour: "green")]),
        ("Winter", [Fruit(name: "Orange", colour: "orange"), Fruit(name: "Quince", colour: "rotten")]),
    ])

    /// A session on `basket`; loads after the first give `reloaded` when set.
    private func session(_ basket: Basket = basket, height: Int = 16, reloaded: Basket? = nil) async throws
        -> (HeadlessSession, SearchableListScreen<FruitList>, FruitList, Counter)
    {
        let loads = Counter()
        let model = RemoteContentModel<Basket, Failed>(
            load: { _ in
                loads.count += 1
                return .success(loads.count > 1 ? reloaded ?? basket : basket)
            }, isEmpty: { $0.groups.isEmpty }, keep: { _, _ in })
        let source = FruitList()
        let screen = SearchableListScreen(model: model, source: source)
        let session = HeadlessSession(root: screen, size: TerminalSize(width: 60, height: height))
        try await session.settle()
        return (session, screen, source, loads)
    }

    @MainActor final class Counter { var count = 0 }

    private func keys(_ script: String) throws -> [Key] { try KeyScript.parse(script) }

    private func names(_ frame: String) -> [String] {
        frame.split(separator: "\n").compactMap {
            $0.firstMatch(of: /Cherry|Melon|Orange|Quince/).map { String($0.output) }
        }
    }

    @Test func groupsHeaderAndSearchBarShowAndTheHintsAreInOrder() async throws {
        let (session, screen, _, _) = try await session()
        let frame = session.frameText()
        #expect(frame.contains("fresh today"))
        #expect(frame.contains("Summer") && frame.contains("Winter"), "\(frame)")
        #expect(names(frame) == ["Cherry", "Melon", "Orange", "Quince"])
        #expect(screen.keyHints.map(\.label).prefix(3) == ["open", "season", "search"], "\(screen.keyHints)")
        #expect(screen.title == "Fruit")
        session.quit()
    }

    @Test func searchNarrowsMatchesGroupTitlesAndKeepsTheSelection() async throws {
        let (session, screen, _, _) = try await session()
        try await session.send(keys("down / r e"))
        #expect(screen.capturesText)
        #expect(names(session.frameText()) == ["Cherry", "Melon"], "red and green")
        try await session.send(keys("d"))
        #expect(names(session.frameText()) == ["Cherry"])
        try await session.send(keys("esc / w i n t e r"))
        #expect(names(session.frameText()) == ["Orange", "Quince"], "a group's title finds its items")
        #expect(!session.frameText().contains("Summer"), "a group with no match is dropped")
        try await session.send(keys("esc / k i w i"))
        #expect(session.frameText().contains("No matches"), "\(session.frameText())")
        try await session.send(keys("esc home down / m e l"))
        #expect(session.frameText().contains("▸ Melon"))
        try await session.send(.escape)
        #expect(names(session.frameText()).count == 4)
        #expect(session.frameText().contains("▸ Melon"), "the item selected while searching stays selected")
        session.quit()
    }

    @Test func enterAndAClickOnTheSelectedRowOpenAndAnUnopenableItemStays() async throws {
        let (session, _, source, _) = try await session()
        try await session.send(keys("down enter"))
        #expect(source.opened == ["Melon"])
        #expect(session.frameText().contains("opened Melon"))
        try await session.send(.escape)
        try await session.send(keys("end enter"))
        #expect(source.opened == ["Melon"], "Quince does not open")
        let row = try #require(
            session.frameText().split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.contains("Cherry") })
        try await session.send(keys("click:5,\(row) click:5,\(row)"))
        #expect(source.opened == ["Melon", "Cherry"], "a click selects, a second click opens")
        session.quit()
    }

    @Test func aSourceKeyChangesTheListAndStartsAtTheTop() async throws {
        let (session, _, _, _) = try await session()
        try await session.send(keys("end s"))
        #expect(names(session.frameText()) == ["Cherry", "Melon"])
        #expect(session.frameText().contains("▸ Cherry"))
        try await session.send(keys("/ s"))
        #expect(session.frameText().contains("/ s▏"), "s is text while typing a search")
        #expect(names(session.frameText()) == ["Cherry", "Melon"], "the season did not change again")
        session.quit()
    }

    @Test func anEmptyGroupListSaysSoInTheSourcesWords() async throws {
        let (session, _, _, _) = try await session(Basket(groups: [("Summer", [])]))
        #expect(session.frameText().contains("nothing this season"), "\(session.frameText())")
        session.quit()
    }

    @Test func comingBackReloadsWhenTheSourceAsks() async throws {
        let (session, screen, _, loads) = try await session()
        #expect(loads.count == 1)
        screen.didReturn()
        try await session.settle()
        #expect(loads.count == 2)
        session.quit()
    }

    @Test func theGroupHeaderStaysOnTopWhileItsItemsScroll() async throws {
        let many = Basket(groups: [("Summer", (1...30).map { Fruit(name: "Cherry \($0)", colour: "red") })])
        let (session, _, _, _) = try await session(many, height: 10)
        try await session.send(keys("pgdn pgdn"))
        let lines = session.frameText().split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { $0.contains("Summer") })
        let firstItem = try #require(lines.firstIndex { $0.contains("Cherry") })
        #expect(header < firstItem, "\(lines)")
        #expect(!session.frameText().contains("Cherry 1 "), "the top items scrolled away")
        session.quit()
    }

    @Test func aLongListAsksForItsGroupsOnceAndBuildsRowsForTheWindowOnly() async throws {
        let fruits = (0..<20_000).map {
            Fruit(name: "Fruit \($0)", colour: $0.isMultiple(of: 2) ? "red" : "green")
        }
        let big = Basket(groups: [("Summer", Array(fruits[..<10_000])), ("Winter", Array(fruits[10_000...]))])
        let (session, _, source, _) = try await session(big, height: 16)
        try await session.send(keys("end"))
        let asked = source.groupsAsked
        try await session.send(keys("/ g r e e n"))
        let frame = session.frameText()
        #expect(frame.contains("▸ Fruit 19999"), "the last item is green and stays selected: \(frame)")
        #expect(frame.contains("Fruit 19997") && !frame.contains("Fruit 19998"), "\(frame)")
        try await session.send(keys("backspace backspace backspace backspace backspace 1 9 9 9"))
        #expect(session.frameText().contains("12 matches"), "1999, 11999 and 19990 to 19999")
        #expect(session.frameText().contains("▸ Fruit 19999"))
        try await session.send(keys("enter home"))
        let shown = session.frameText().matches(of: /Fruit (\d+)/).map { String($0.output.1) }
        #expect(shown.prefix(3) == ["1999", "11999", "19990"], "in list order, in their groups: \(shown)")
        #expect(session.frameText().contains("Summer") && session.frameText().contains("Winter"))
        #expect(source.groupsAsked == asked, "the groups are kept while the content and the source stay")
        #expect(source.mostRowsAtOnce <= 16, "rows are built for the window only")
        session.quit()
    }

    @Test func theSearchFollowsTheSourcesKeyAndANewLoad() async throws {
        var reloaded = Self.basket
        try #require(reloaded.groups.count > 0)
        reloaded.groups[0].fruits.append(Fruit(name: "Kiwi", colour: "brown"))
        let (session, screen, _, loads) = try await session(reloaded: reloaded)
        try await session.send(keys("/ a n"))
        #expect(names(session.frameText()) == ["Orange"])
        try await session.send(keys("esc s / a n"))
        #expect(session.frameText().contains("No matches"), "only the first group is searched now")
        try await session.send(keys("esc / k i"))
        #expect(session.frameText().contains("No matches"))
        screen.didReturn()
        try await session.settle()
        #expect(loads.count == 2)
        #expect(session.frameText().contains("Kiwi"), "the new load is searched: \(session.frameText())")
        session.quit()
    }
}
