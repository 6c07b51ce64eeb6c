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

    /// A gap is blank rows before a section: the layout counts them, nothing selects or hits
    /// them, and the windowed list draws every window exactly as the whole list does.
    @Test func gapsSetSectionsApartAndEveryWindowDrawsLikeTheWholeList() throws {
        let sizes = [2, 3, 0, 2]
        let layout = ListLayout(
            sections: sizes.enumerated().map { (hasHeader: true, size: $1, gap: $0 == 0 ? 0 : 1) })
        #expect(layout.rowCount == 4 + 7 + 3)
        #expect(
            layout.rows(in: 0..<100) == [
                .header(section: 0), .item(section: 0, row: 0), .item(section: 0, row: 1),
                .gap(section: 1), .header(section: 1), .item(section: 1, row: 0), .item(section: 1, row: 1),
                .item(section: 1, row: 2), .gap(section: 2), .header(section: 2),
                .gap(section: 3), .header(section: 3), .item(section: 3, row: 0), .item(section: 3, row: 1),
            ])
        #expect((0..<7).map { layout.rowIndex(ofItem: $0) } == [1, 2, 5, 6, 7, 12, 13])
        #expect((0..<7).map { layout.revealTop(ofItem: $0) } == [0, 2, 4, 6, 7, 11, 13])
        #expect(layout.hit(row: 3, offset: 0, viewport: 20) == nil, "a gap is not a header or an item")
        #expect(layout.hit(row: 4, offset: 0, viewport: 20) == .header(section: 1))
        #expect(layout.stickyHeader(offset: 3, viewport: 5) == nil, "a gap at the top stays blank")

        let sections = sizes.enumerated().map { index, size in
            WindowedSectionList.Section(title: "List \(index)", count: size, gap: index == 0 ? 0 : 1)
        }
        let rows = sizes.map { size in (0..<size).map { ListRow("Item \($0)") } }
        let whole = sections.enumerated().map { index, section in
            ListSection(section.title, gap: section.gap, rows: rows[index])
        }
        for height in 1...15 {
            for selection in 0..<7 {
                var state = ListState()
                state.select(selection, in: layout, viewport: height)
                let windowed = WindowedSectionList(sections: sections, state: state)
                let drawn = windowed.lines(width: 30, height: height) { section, item in rows[section][item] }
                let expected = SectionedList(whole, state: state).lines(width: 30, height: height)
                #expect(drawn == expected, "height \(height), selection \(selection)")
                #expect(
                    drawn.count == min(height, layout.rowCount), "height \(height), selection \(selection)")
            }
        }
        let all = SectionedList(whole).lines(width: 30).map(\.plainText)
        try #require(all.count == 14)
        #expect(all[3].trimmingCharacters(in: .whitespaces).isEmpty && all[4].hasPrefix("List 1"), "\(all)")
    }

    /// A section's header title takes the style it is given (one colour per group), the accent
    /// colour in bold by default.
    @Test func aHeaderTitleTakesItsSectionsStyle() throws {
        let list = WindowedSectionList(
            sections: [
                .init(title: "List 1", count: 1),
                .init(title: "List 2", count: 1, titleStyle: Style(.success, .bold)),
            ], state: ListState())
        let lines = list.lines(width: 40, height: 4) { _, _ in ListRow("x") }
        try #require(lines.count == 4)
        #expect(lines[0].spans.first?.style == .accent.bold)
        #expect(lines[2].spans.first?.style == Style(.success, .bold))
        #expect(lines[2].spans.first?.text == "List 2")
    }
}
