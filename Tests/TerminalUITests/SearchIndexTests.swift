import Testing

@testable import TerminalUI

/// The search index answers exactly what `ListSearch.matches` answers on each item's texts, for
/// scans of everything, narrowed scans and scans split over cores.
@Suite struct SearchIndexTests {
    /// A small seeded generator, so a failure repeats.
    private struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let syllables = [
        "Łó", "dź", "Mü", "ller", "stra", "ße", "It", "em", " ", "#", "4", "12", "ø", "A",
    ]

    private func items(_ count: Int, seed: UInt64) -> [[String]] {
        var random = Seeded(state: seed)
        return (0..<count).map { _ in
            (0..<(1 + random.next(2))).map { _ in
                (0..<(1 + random.next(4))).map { _ in Self.syllables[random.next(Self.syllables.count)] }
                    .joined()
            }
        }
    }

    private func reference(_ items: [[String]], _ search: ListSearch) -> [Int32] {
        items.indices.filter { search.matches(items[$0]) }.map { Int32($0) }
    }

    private static let queries = [
        "l", "lo", "lodz", "LÓDŹ", "mu", "muller", "strasse", "ss", "item 4", "#12", "4 #", "o", "em it",
        "  ",
        "a", "ø", "ll e", "x",
    ]

    @Test func everyQueryFindsWhatMatchingEachItemFinds() {
        let items = items(2_000, seed: 7)
        let index = SearchIndex(items)
        #expect(index.count == items.count)
        var answers = Set<Int>()
        for query in Self.queries {
            let search = ListSearch(query: query)
            let expected = reference(items, search)
            #expect(index.matching(search) == expected, "query \(query)")
            answers.insert(expected.count)
        }
        // The queries find none, some and all of the items: a wrong index cannot agree by chance.
        #expect(answers.contains(0) && answers.contains(items.count) && answers.count > 8)
    }

    @Test func aGrowingQueryNarrowsTheLastResultToTheSameAnswer() {
        let items = items(2_000, seed: 11)
        let index = SearchIndex(items)
        for query in ["lodz m", "item 412", "#12 4", "muller"] {
            var last: [Int32]?
            for length in 1...query.count {
                let search = ListSearch(query: String(query.prefix(length)))
                let narrowed = index.matching(search, among: last)
                #expect(narrowed == reference(items, search), "\(search.query) narrowed")
                last = search.isFiltering ? narrowed : nil
            }
        }
    }

    @Test func largeScansSplitOverCoresKeepTheOrder() throws {
        let items = items(120_000, seed: 3)
        let index = SearchIndex(items)
        for query in ["lo", "#12", "ße m"] {
            let search = ListSearch(query: query)
            let found = index.matching(search)
            #expect(found == reference(items, search), "query \(query)")
            let candidates = Array(found.prefix(60_000))
            let narrowed = index.matching(ListSearch(query: query + "l"), among: candidates)
            let longer = ListSearch(query: query + "l")
            #expect(narrowed == candidates.filter { longer.matches(items[Int($0)]) })
        }
    }

    @Test func nothingToFilterGivesTheCandidatesOrEverything() {
        let index = SearchIndex([["a"], ["b"], ["c"]])
        #expect(index.matching(ListSearch()) == [0, 1, 2])
        #expect(index.matching(ListSearch(query: "   ")) == [0, 1, 2])
        #expect(index.matching(ListSearch(), among: [2]) == [2])
        #expect(SearchIndex([]).matching(ListSearch(query: "a")) == [])
    }

    @Test func wordsKnownToBeThereAreNotLookedForAgain() {
        let index = SearchIndex([["apple pie"], ["apple"], ["pie"]])
        // Narrowing the answer of "apple": the caller vouches that every candidate holds "apple".
        #expect(index.matching(ListSearch(query: "apple pi"), among: [0, 2], known: ["apple"]) == [0, 2])
        #expect(index.matching(ListSearch(query: "apple pi"), among: [0, 1, 2]) == [0])
        #expect(index.matching(ListSearch(query: "apple"), among: [1, 2], known: ["apple"]) == [1, 2])
        #expect(
            index.matching(ListSearch(query: "apple"), known: ["apple"]) == [0, 1],
            "all items: nothing vouched")
    }

    @Test func aWordNeverSpansTwoTextsOfAnItem() {
        let index = SearchIndex([["ab"], ["a", "b"], ["#684"], ["Zürich", "#7"]])
        #expect(index.matching(ListSearch(query: "ab")) == [0])
        #expect(index.matching(ListSearch(query: "a b")) == [0, 1])
        #expect(index.matching(ListSearch(query: "684")) == [2])
        #expect(index.matching(ListSearch(query: "zurich #7")) == [3])
        #expect(index.matching(ListSearch(query: "h#")) == [])
    }
}

/// A search over groups answers per group with positions, finds an item's place again, and a
/// query that grows or shrinks gives what a fresh search gives.
@Suite struct GroupedSearchTests {
    private let groups = [["Łódź", "Lublin", "Poznań"], [], ["Kraków", "Gdańsk", "Łomża", "Lodz"]]

    private func search(_ groups: [[String]]) -> GroupedSearch {
        let names = groups.flatMap { $0 }
        return GroupedSearch(groupSizes: groups.map(\.count)) { position, item in item.add(names[position]) }
    }

    private func names(_ shown: [ShownItems]) -> [[String]] {
        zip(groups, shown).map { group, items in items.places.map { group[$0] } }
    }

    @Test func eachGroupShowsItsMatchesInOrder() throws {
        var search = search(groups)
        #expect(names(search.shown(ListSearch())) == groups)
        #expect(names(search.shown(ListSearch(query: "lo"))) == [["Łódź"], [], ["Łomża", "Lodz"]])
        #expect(names(search.shown(ListSearch(query: "lodz"))) == [["Łódź"], [], ["Lodz"]])
        #expect(names(search.shown(ListSearch(query: "l"))) == [["Łódź", "Lublin"], [], ["Łomża", "Lodz"]])
        #expect(names(search.shown(ListSearch(query: "zz"))) == [[], [], []])
        let shown = search.shown(ListSearch(query: "AŃ"))
        #expect(names(shown) == [["Poznań"], [], ["Gdańsk"]])
        let third = try #require(shown.last)
        #expect(third.total == 4 && third.count == 1)
        #expect(third.index(ofPlace: 1) == 0, "Gdańsk, second of its group, is the first shown")
        #expect(third.index(ofPlace: 0) == nil && third.index(ofPlace: 4) == nil)
        #expect(ShownItems(all: 3).index(ofPlace: 2) == 2 && ShownItems(all: 3).index(ofPlace: 3) == nil)
    }

    @Test func typingOnAndDeletingGiveWhatAFreshSearchGives() {
        var typed = search(groups)
        for query in ["l", "lo", "lod", "lodz", "lod", "lo", "l", "", "k", "kr", "kr l", "kr lo"] {
            var fresh = search(groups)
            #expect(
                typed.shown(ListSearch(query: query)) == fresh.shown(ListSearch(query: query)), "\(query)")
        }
    }
}
