import TerminalUI
import Testing

/// A screen's search index is built on the first search of a list, kept while the list stays
/// equal, and built again for another list or after `forget()`; shown items count across groups.
@Suite struct SearchCacheTests {
    private func index(_ names: [String], groupSizes: [Int]) -> GroupedSearch {
        GroupedSearch(groupSizes: groupSizes) { position, item in item.add(names[position]) }
    }

    @Test func theIndexIsBuiltOnTheFirstSearchAndKeptWhileTheListIsEqual() {
        var cache = SearchCache<[String]>()
        var builds = 0
        func shown(_ names: [String], _ sizes: [Int], _ query: String) -> [[Int]] {
            cache.shown(names, groupSizes: sizes, search: ListSearch(query: query)) {
                builds += 1
                return index(names, groupSizes: sizes)
            }.map(\.places)
        }
        let fruit = ["apple", "banana", "cherry"]
        #expect(shown(fruit, [2, 1], "") == [[0, 1], [0]], "no search: every item")
        #expect(builds == 0 && !cache.isBuilt, "nothing is indexed before a search")
        #expect(shown(fruit, [2, 1], "an") == [[1], []])
        #expect(shown(fruit, [2, 1], "a") == [[0, 1], []])
        #expect(shown(Array(fruit), [2, 1], "ch") == [[], [0]], "an equal list keeps the index")
        #expect(builds == 1)
        let more = fruit + ["date"]
        #expect(shown(more, [2, 2], "a") == [[0, 1], [1]], "another list: indexed again")
        #expect(builds == 2)
        cache.forget()
        #expect(!cache.isBuilt)
        #expect(shown(more, [2, 2], "te") == [[], [1]])
        #expect(builds == 3, "forgotten: built again")
    }

    @Test func shownItemsCountAcrossGroups() throws {
        var search = index(["apple", "banana", "cherry", "date"], groupSizes: [2, 2])
        let shown = search.shown(ListSearch(query: "a"))
        #expect(shown.shownCount == 3)
        let first = try #require(shown.place(ofShown: 0))
        #expect(first == (0, 0))
        let third = try #require(shown.place(ofShown: 2))
        #expect(third == (1, 1), "date is the second item of the second group")
        #expect(shown.place(ofShown: 3) == nil && shown.place(ofShown: -1) == nil)
        #expect(shown.shownIndex(group: 1, place: 1) == 2)
        #expect(shown.shownIndex(group: 1, place: 0) == nil, "cherry is not shown")
        #expect(shown.shownIndex(group: 2, place: 0) == nil, "no such group")
    }
}
