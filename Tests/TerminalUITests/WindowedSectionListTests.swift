import Testing

@testable import TerminalUI

/// The cheap path for long lists: the layout keeps one entry per section, and only the rows on
/// screen are built, whatever the list's length.
@Suite struct WindowedSectionListTests {
    @Test func aLayoutOfATrillionItemsAnswersWithoutListingThem() throws {
        // One entry per item would need terabytes: this only works if the layout stores sections.
        let huge = 1 << 40
        let layout = ListLayout(sectionSizes: [huge, 0, 3])
        #expect(layout.itemCount == huge + 3)
        #expect(layout.rowCount == huge + 6)
        let lastOfFirst = try #require(layout.position(ofItem: huge - 1))
        #expect(lastOfFirst == (0, huge - 1))
        let firstOfThird = try #require(layout.position(ofItem: huge))
        #expect(firstOfThird == (2, 0))
        #expect(layout.rowIndex(ofItem: huge) == huge + 3)
        #expect(layout.revealTop(ofItem: huge) == huge + 2)
        #expect(
            layout.rows(in: huge - 1..<huge + 4) == [
                .item(section: 0, row: huge - 2), .item(section: 0, row: huge - 1), .header(section: 1),
                .header(section: 2), .item(section: 2, row: 0),
            ])
        var state = ListState()
        let moved = state.handle(.end, in: layout, viewport: 10)
        #expect(moved)
        #expect(state.selection == huge + 2)
    }

    @Test func theLayoutMatchesTheRowByRowShapeOnSmallLists() {
        let layout = ListLayout(sectionSizes: [2, 0, 3], hasHeaders: true)
        #expect(
            layout.rows(in: 0..<100) == [
                .header(section: 0), .item(section: 0, row: 0), .item(section: 0, row: 1),
                .header(section: 1),
                .header(section: 2), .item(section: 2, row: 0), .item(section: 2, row: 1),
                .item(section: 2, row: 2),
            ])
        #expect((0..<5).map { layout.rowIndex(ofItem: $0) } == [1, 2, 5, 6, 7])
        #expect((0..<5).map { layout.revealTop(ofItem: $0) } == [0, 2, 4, 6, 7])
        #expect(layout.position(ofItem: 5) == nil)
        #expect(layout.position(ofItem: -1) == nil)
        let flat = ListLayout(sectionSizes: [3], hasHeaders: false)
        #expect(flat.rowCount == 3)
        #expect(flat.revealTop(ofItem: 0) == 0)
    }

    @Test func onlyVisibleRowsAreBuiltForOneHundredThousandItems() {
        let sections = (1...4).map { WindowedSectionList.Section(title: "List \($0)", count: 25_000) }
        var state = ListState()
        let probe = WindowedSectionList(sections: sections, state: state)
        state.select(60_000, in: probe.layout, viewport: 10)
        let list = WindowedSectionList(sections: sections, state: state)
        var built: [(Int, Int)] = []
        let lines = list.lines(width: 40, height: 10) { section, item in
            built.append((section, item))
            return ListRow("\(section)/\(item)")
        }
        #expect(lines.count == 10)
        #expect(built.count <= 10)
        #expect(built.contains { $0 == (2, 10_000) })
        #expect(lines.contains { $0.plainText.contains("▸ 2/10000") })
    }

    @Test func aSectionWithoutTitleHasNoHeaderRowAndDrawsLikeTheFullList() {
        var state = ListState()
        let probe = WindowedSectionList(sections: [.init(title: nil, count: 1_000)], state: state)
        #expect(probe.layout.rowCount == 1_000 && probe.layout.itemCount == 1_000)
        state.select(500, in: probe.layout, viewport: 5)
        let list = WindowedSectionList(sections: [.init(title: nil, count: 1_000)], state: state)
        let rows = (0..<1_000).map { ListRow("Row \($0)") }
        let full = SectionedList([ListSection(nil, rows: rows)], state: state).lines(width: 30, height: 5)
        let windowed = list.lines(width: 30, height: 5) { _, item in rows[item] }
        #expect(windowed == full)
        #expect(windowed.contains { $0.plainText.contains("▸ Row 500") })
        #expect(list.hit(row: 0, height: 5) != .header(section: 0), "no sticky header without a title")
    }

    @Test func aHeaderCountLabelReplacesTheBareCount() {
        let list = WindowedSectionList(
            sections: [.init(title: "List 1", count: 1, countLabel: "3 items · 1 dropped")],
            state: ListState())
        let lines = list.lines(width: 40, height: 3) { _, _ in ListRow("x") }
        #expect(lines.first?.plainText == "List 1  3 items · 1 dropped")
    }
}
