import TerminalUI

/// A sectioned list that builds rows only for what is on screen, so 10,000 parcels draw as fast
/// as ten: the layout counts items, and only the visible window is turned into `ListRow`s.
///
/// It draws exactly like `SectionedList` (it hands the visible window to one).
struct WindowedSectionList {
    /// A section: its header and how many items it has.
    struct Section: Hashable, Sendable {
        let title: String
        let count: Int
    }

    /// The sections, in order.
    let sections: [Section]
    /// The selection and scroll position over the whole list.
    let state: ListState

    /// The header/item structure of the whole list (cheap: counts only).
    var layout: ListLayout { ListLayout(sectionSizes: sections.map(\.count)) }

    /// The visible items as (section, index in section), in order, for `height` rows.
    func visibleItems(height: Int) -> [(section: Int, item: Int)] {
        window(height: height).flatMap { part in part.items.map { (part.section, $0) } }
    }

    /// The visible rows at `height` rows; `row(section, item)` is called for visible items only.
    func lines(width: Int, height: Int, row: (Int, Int) -> ListRow) -> [StyledLine] {
        let resolved = state.resolved(in: layout, viewport: height)
        var selectionInWindow = 0
        var itemsBefore = 0
        let parts = window(height: height).map { part -> ListSection in
            let first = part.items.first.map { globalIndex(section: part.section, item: $0) } ?? 0
            if (first..<first + part.items.count).contains(resolved.selection) {
                selectionInWindow = itemsBefore + resolved.selection - first
            }
            itemsBefore += part.items.count
            return ListSection(
                part.showsHeader ? sections[part.section].title : nil, count: sections[part.section].count,
                rows: part.items.map { row(part.section, $0) })
        }
        return SectionedList(parts, state: ListState(selection: selectionInWindow)).lines(
            width: width, height: height)
    }

    /// The item index across sections of item `item` of section `section`.
    func globalIndex(section: Int, item: Int) -> Int {
        sections.prefix(section).reduce(0) { $0 + $1.count } + item
    }

    /// The (section, item) of the item at global index `index`, if it exists.
    func position(ofItem index: Int) -> (section: Int, item: Int)? {
        layout.position(ofItem: index).map { ($0.section, $0.row) }
    }

    private struct Part {
        let section: Int
        let showsHeader: Bool
        let items: Range<Int>
    }

    /// The parts of each section inside rows `offset ..< offset + height`.
    private func window(height: Int) -> [Part] {
        let offset = state.resolved(in: layout, viewport: height).offset
        let end = offset + max(0, height)
        var parts: [Part] = []
        var rowStart = 0
        for (index, section) in sections.enumerated() {
            // Row `rowStart` is the header; items follow it.
            let headerRow = rowStart
            let itemRows = (headerRow + 1)..<(headerRow + 1 + section.count)
            rowStart = itemRows.upperBound
            guard headerRow < end, itemRows.upperBound > offset || headerRow >= offset else { continue }
            let firstRow = max(itemRows.lowerBound, offset)
            let lastRow = min(itemRows.upperBound, end)
            let items =
                firstRow < lastRow
                ? (firstRow - itemRows.lowerBound)..<(lastRow - itemRows.lowerBound) : 0..<0
            parts.append(Part(section: index, showsHeader: headerRow >= offset, items: items))
            if rowStart >= end { break }
        }
        return parts
    }
}
