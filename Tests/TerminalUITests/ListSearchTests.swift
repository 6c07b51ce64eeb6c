import Testing

@testable import TerminalUI

/// Search-as-you-type: editing the query, what Enter and Esc do, and matching that ignores case
/// and accents (Polish and German names typed on a plain keyboard).
@Suite struct ListSearchTests {
    /// `search` after `keys`, with what the last one did.
    private func typing(_ keys: [Key], into search: ListSearch = ListSearch()) -> (
        ListSearch, ListSearch.Change?
    ) {
        var search = search
        var change: ListSearch.Change?
        for key in keys { change = search.handle(key) }
        return (search, change)
    }

    @Test func slashOpensAndEveryPrintableKeyEditsTheQuery() {
        var search = ListSearch()
        #expect(search.handle(.character("/")) == .mode)
        #expect(search.isEditing && search.isVisible && !search.isFiltering)
        // Keys that are shortcuts elsewhere (quit, vi moves, help, palette) are text here.
        for character in ["q", "j", "k", "?", ":", "/", " ", "ż"] {
            #expect(search.handle(.character(Character(character))) == .query)
        }
        #expect(search.query == "qjk?:/ ż")
        #expect(search.isFiltering)
    }

    @Test func backspaceDeletesAndClosesAnEmptySearch() {
        var (search, _) = typing([.character("/"), .character("a"), .character("b")])
        #expect(search.handle(.backspace) == .query)
        #expect(search.query == "a")
        #expect(search.handle(.delete) == .query)
        #expect(search.query == "")
        #expect(search.isEditing)
        #expect(search.handle(.backspace) == .mode)
        #expect(!search.isEditing && !search.isVisible)
    }

    @Test func enterKeepsTheFilterAndGivesKeysBackToTheList() {
        var (search, change) = typing([.character("/"), .character("x"), .enter])
        #expect(change == .mode)
        #expect(!search.isEditing)
        #expect(search.isVisible && search.isFiltering, "the bar stays, showing the kept filter")
        // Not editing: letters and moves are the list's again.
        #expect(search.handle(.character("q")) == nil)
        #expect(search.handle(.down) == nil)
        // "/" edits the kept query again, from where it was.
        #expect(search.handle(.character("/")) == .mode)
        #expect(search.handle(.character("y")) == .query)
        #expect(search.query == "xy")
    }

    @Test func escClearsAndClosesWhileTypingOrKept() {
        let (typed, change) = typing([.character("/"), .character("x"), .escape])
        #expect(change == .query)
        #expect(typed == ListSearch())
        var (kept, _) = typing([.character("/"), .character("x"), .enter])
        #expect(kept.handle(.escape) == .query)
        #expect(kept == ListSearch())
        // With nothing to clear, Esc is not the search's: the navigator goes back.
        #expect(kept.handle(.escape) == nil)
        let (opened, openedChange) = typing([.character("/"), .escape])
        #expect(openedChange == .mode, "closing an empty search changes no match")
        #expect(!opened.isEditing)
    }

    @Test func arrowsTabAndTheMouseStayWithTheListWhileTyping() {
        var (search, _) = typing([.character("/")])
        for key in [Key.up, .down, .pageDown, .home, .end, .tab, .shiftTab, .control("p")] {
            #expect(search.handle(key) == nil)
        }
        #expect(search.handle(.mouse(MouseEvent(.press(.left), column: 1, row: 1))) == nil)
        #expect(search.isEditing)
    }

    @Test func aQueryOfOnlySpacesFiltersNothing() {
        let (search, _) = typing([.character("/"), .space, .space])
        #expect(search.query == "  ")
        #expect(search.isVisible)
        #expect(!search.isFiltering)
        #expect(search.matches("anything") && search.matches([]))
    }

    @Test func matchingIgnoresCaseAndAccents() {
        #expect(ListSearch(query: "lodz").matches("Łódź Kaliska"))
        #expect(ListSearch(query: "ŁÓDŹ").matches("lodz"))
        #expect(ListSearch(query: "muller").matches("Bäckerei Müller"))
        #expect(ListSearch(query: "MÜLLER").matches("muller"))
        #expect(ListSearch(query: "strasse").matches("Hauptstraße 5"))
        #expect(ListSearch(query: "zolw").matches("Księgarnia Żółw"))
        #expect(ListSearch(query: "espana").matches("España"))
        #expect(!ListSearch(query: "lodz").matches("London"))
    }

    @Test func everyWordMustMatchSomewhereInAnyOrder() {
        let search = ListSearch(query: "pending  wb")
        #expect(search.matches(["WB-1002", "Standing desk", "Pending pickup"]))
        #expect(!search.matches(["WB-1002", "Delivered"]))
        // A word never spans two texts.
        #expect(!ListSearch(query: "ab").matches(["a", "b"]))
        #expect(ListSearch(query: "ab").matches(["xab"]))
    }

    @Test func theSelectionStaysOnTheSameItemWhileItMatches() {
        let names = ["Kraków", "Łódź", "Lublin", "Gdańsk", "Łomża"]
        func ids(_ search: ListSearch) -> [String] { names.filter { search.matches($0) } }
        var search = ListSearch()
        var list = ListState(selection: 4)  // Łomża
        for character in ["/", "l", "o"] {
            _ = search.handle(.character(Character(character)), list: &list, ids: ids)
        }
        #expect(ids(search) == ["Łódź", "Łomża"])
        #expect(list.selection == 1, "still Łomża")
        _ = search.handle(.character("d"), list: &list, ids: ids)
        #expect(ids(search) == ["Łódź"])
        #expect(list.selection == 0, "Łomża no longer matches: the first match")
        _ = search.handle(.escape, list: &list, ids: ids)
        #expect(list.selection == 1, "cleared: Łódź, still selected, in the whole list")
    }

    @Test func theBarShowsTheQueryTheMatchesAndWhatTheKeysDo() {
        let labels = ListSearchLabels.english
        let (typed, _) = typing([.character("/"), .character("l"), .character("o")])
        #expect(
            ListSearchBar(typed, matchCount: 3, labels: labels).lines(width: 80).map(\.plainText)
                == [" / lo▏  3 matches · enter keep · esc clear"])
        var kept = typed
        _ = kept.handle(.enter)
        #expect(
            ListSearchBar(kept, matchCount: 1, labels: labels).lines(width: 80).map(\.plainText)
                == [" / lo  1 match · / edit · esc clear"])
        #expect(ListSearchBar(ListSearch(), matchCount: 9, labels: labels).lines(width: 80).isEmpty)
        let narrow = ListSearchBar(typed, matchCount: 3, labels: labels).lines(width: 16)
        #expect(narrow.map(\.plainText) == [" / lo▏  3 match…"], "the query keeps its room, the help is cut")
    }

    @Test func foldingHandlesLettersWithoutSeparableAccents() {
        #expect(SearchFolding.fold("Łódź") == "lodz")
        #expect(SearchFolding.fold("Øresund Æble Œuvre") == "oresund aeble oeuvre")
        #expect(SearchFolding.fold("STRAẞE") == "strasse")
        #expect(SearchFolding.fold("Item 100") == "item 100")
        #expect(SearchFolding.contains("item 100", "m 1"))
        #expect(!SearchFolding.contains("item", "items"))
        #expect(SearchFolding.contains("", ""))
    }
}

/// Ids as people quote them: bare, with `#`, or by the number they end in.
@Suite struct ListSearchIdTextsTests {
    @Test func anIdEndingInANumberIsAlsoItsHashNumber() {
        #expect(ListSearch.idTexts("WB-1001") == ["WB-1001", "#WB-1001", "#1001"])
    }

    @Test func aNumericIdIsItselfAndItsHash() {
        #expect(ListSearch.idTexts("684") == ["684", "#684"])
    }

    @Test func leadingZerosMayBeLeftOut() {
        #expect(ListSearch.idTexts("S-000042") == ["S-000042", "#S-000042", "#000042", "#42"])
    }

    @Test func anIdWithoutANumberHasNoNumberForm() {
        #expect(ListSearch.idTexts("VOUCHER") == ["VOUCHER", "#VOUCHER"])
    }
}
