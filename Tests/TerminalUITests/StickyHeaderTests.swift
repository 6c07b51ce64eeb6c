import Testing

@testable import TerminalUI

/// Sticky headers: once a section's header scrolled off the top while its items still show, the
/// first row shows the header, and the selection is never under it.
@Suite struct StickyHeaderTests {
    /// Rows: 0 header A, 1-3 items 0-2, 4 header B, 5-9 items 3-7, 10 header C, 11-12 items 8-9.
    let layout = ListLayout(sectionSizes: [3, 5, 2])

    private var sections: [ListSection] {
        [
            ListSection("A", rows: (1...3).map { ListRow("a\($0)") }),
            ListSection("B", rows: (1...5).map { ListRow("b\($0)") }),
            ListSection("C", rows: (1...2).map { ListRow("c\($0)") }),
        ]
    }

    @Test func theFirstRowShowsTheHeaderOfTheSectionScrolledInto() {
        #expect(layout.stickyHeader(offset: 0, viewport: 4) == nil, "the header itself is on top")
        #expect(layout.stickyHeader(offset: 1, viewport: 4) == 0)
        #expect(layout.stickyHeader(offset: 3, viewport: 4) == 0)
        #expect(layout.stickyHeader(offset: 4, viewport: 4) == nil)
        #expect(layout.stickyHeader(offset: 5, viewport: 4) == 1)
        #expect(layout.stickyHeader(offset: 11, viewport: 4) == 2)
        #expect(layout.stickyHeader(offset: 5, viewport: 1) == nil, "no room in a one-row viewport")
        #expect(ListLayout(sectionSizes: [5], hasHeaders: false).stickyHeader(offset: 2, viewport: 4) == nil)
        // Rows: 0 header, 1-2 items, 3 header of the empty section, 4 header, 5-7 items.
        #expect(ListLayout(sectionSizes: [2, 0, 3]).stickyHeader(offset: 3, viewport: 4) == nil)
        #expect(ListLayout(sectionSizes: [2, 0, 3]).stickyHeader(offset: 4, viewport: 4) == nil)
        #expect(ListLayout(sectionSizes: [2, 0, 3]).stickyHeader(offset: 5, viewport: 4) == 2)
    }

    @Test func renderedAtSeveralOffsetsTheHeaderSticks() {
        func rows(selecting item: Int, height: Int = 4) -> [String] {
            var state = ListState()
            state.select(item, in: layout, viewport: height)
            return SectionedList(sections, state: state).lines(width: 12, height: height).map {
                $0.plainText.trimmingCharacters(in: .whitespaces)
            }
        }
        #expect(rows(selecting: 0) == ["A  3", "▸ a1", "a2", "a3"])
        #expect(rows(selecting: 3) == ["A  3", "a3", "B  5", "▸ b1"], "A is stuck over a2")
        #expect(rows(selecting: 5) == ["B  5", "b1", "b2", "▸ b3"], "B's own header on top: nothing sticks")
        #expect(rows(selecting: 9) == ["B  5", "C  2", "c1", "▸ c2"], "B sticks over b5")
        #expect(rows(selecting: 9, height: 2) == ["C  2", "▸ c2"])
    }

    @Test func theSelectionIsNeverUnderTheStickyHeader() {
        // Every way of reaching every item, at every viewport: the selected row always shows.
        for viewport in 1...8 {
            for start in 0..<layout.itemCount {
                for key in [Key.up, .down, .pageUp, .pageDown] {
                    var state = ListState()
                    state.select(start, in: layout, viewport: viewport)
                    for _ in 0..<3 {
                        _ = state.handle(key, in: layout, viewport: viewport)
                        let lines = SectionedList(sections, state: state).lines(width: 12, height: viewport)
                        #expect(
                            lines.contains { $0.plainText.hasPrefix(" ▸ ") },
                            "viewport \(viewport), from \(start), \(key): \(lines.map(\.plainText))")
                    }
                }
            }
        }
    }

    @Test func theWindowedListSticksExactlyLikeTheSectionedList() {
        let windowed = [("A", 3), ("B", 5), ("C", 2)].map {
            WindowedSectionList.Section(title: $0.0, count: $0.1)
        }
        let names = sections
        for viewport in 2...6 {
            for item in 0..<layout.itemCount {
                var state = ListState()
                state.select(item, in: layout, viewport: viewport)
                let expected = SectionedList(names, state: state).lines(width: 20, height: viewport)
                var built: [(Int, Int)] = []
                let lines = WindowedSectionList(sections: windowed, state: state).lines(
                    width: 20, height: viewport
                ) {
                    section, index in
                    built.append((section, index))
                    return names[section].rows[index]
                }
                #expect(lines == expected, "viewport \(viewport), item \(item)")
                #expect(built.count < viewport, "the item under the sticky header is never built")
            }
        }
    }

    @Test func aOneRowMoveWithoutScrollingRewritesOnlyTheTwoRowsItChanges() throws {
        var state = ListState()
        state.select(9, in: layout, viewport: 6)  // scrolled to row 7: B sticks over b3
        let before = SectionedList(sections, state: state).lines(width: 12, height: 6)
        _ = state.handle(.up, in: layout, viewport: 6)
        let after = SectionedList(sections, state: state).lines(width: 12, height: 6)
        try #require(before.count > 0)
        #expect(before[0].plainText.hasPrefix("B"))
        #expect(zip(before, after).filter { $0 != $1 }.count == 2)
    }
}
