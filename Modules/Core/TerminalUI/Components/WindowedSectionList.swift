/// A sectioned list that builds rows only for what is on screen, so 100,000 items draw as fast
/// as ten: the layout counts items (one entry per section), and only the visible window is
/// turned into `ListRow`s.
///
/// It draws exactly like ``SectionedList`` (it hands the visible window to one), sticky header
/// included.
public struct WindowedSectionList: Sendable {
    /// A section: its header and how many items it has.
    public struct Section: Hashable, Sendable {
        /// The header's title; nil for a section without a header row (e.g. a list of one section).
        public let title: String?
        /// How many items the section lists (0 for a collapsed section).
        public let count: Int
        /// What the header shows instead of the bare count, if set.
        public let countLabel: String?
        /// The header title's style (``ListSection/titleStyle``).
        public let titleStyle: Style
        /// Blank rows before the section (``ListSection/gap``).
        public let gap: Int

        /// A section titled `title` (nil: no header row) with `count` items, its header showing
        /// `countLabel` (else the count) with the title in `titleStyle`, after `gap` blank rows.
        public init(
            title: String?, count: Int, countLabel: String? = nil, titleStyle: Style = .accent.bold,
            gap: Int = 0
        ) {
            self.title = title
            self.count = count
            self.countLabel = countLabel
            self.titleStyle = titleStyle
            self.gap = gap
        }
    }

    /// The sections, in order.
    public let sections: [Section]
    /// The selection and scroll position over the whole list.
    public let state: ListState
    /// The header/item structure of the whole list (cheap: one entry per section).
    public let layout: ListLayout

    /// A list of `sections` in `state`.
    public init(sections: [Section], state: ListState) {
        self.sections = sections
        self.state = state
        self.layout = ListLayout(
            sections: sections.map { (hasHeader: $0.title != nil, size: $0.count, gap: $0.gap) })
    }

    /// The visible items as (section, index in section), in order, for `height` rows.
    public func visibleItems(height: Int) -> [(section: Int, item: Int)] {
        window(height: height).flatMap { part in part.items.map { (part.section, $0) } }
    }

    /// The visible rows at `height` rows; `row(section, item)` is called for visible items only.
    public func lines(width: Int, height: Int, row: (Int, Int) -> ListRow) -> [StyledLine] {
        let resolved = state.resolved(in: layout, viewport: height)
        var selectionInWindow = 0
        var itemsBefore = 0
        let parts = window(height: height).map { part -> ListSection in
            let first = part.items.first.map { globalIndex(section: part.section, item: $0) } ?? 0
            if (first..<first + part.items.count).contains(resolved.selection) {
                selectionInWindow = itemsBefore + resolved.selection - first
            }
            itemsBefore += part.items.count
            let section = sections[part.section]
            return ListSection(
                part.showsHeader ? section.title : nil, count: section.count, countLabel: section.countLabel,
                titleStyle: section.titleStyle, gap: part.gap, rows: part.items.map { row(part.section, $0) })
        }
        return SectionedList(parts, state: ListState(selection: selectionInWindow)).lines(
            width: width, height: height)
    }

    /// The item or header at row `row` of the list drawn at `height` rows.
    public func hit(row: Int, height: Int) -> ListHit? {
        state.hit(row: row, in: layout, viewport: height)
    }

    /// The item index across sections of item `item` of section `section`.
    public func globalIndex(section: Int, item: Int) -> Int {
        layout.firstItem(ofSection: section) + item
    }

    /// The (section, item) of the item at global index `index`, if it exists.
    public func position(ofItem index: Int) -> (section: Int, item: Int)? {
        layout.position(ofItem: index).map { ($0.section, $0.row) }
    }

    private struct Part {
        let section: Int
        /// The section's blank rows inside the window.
        var gap = 0
        var showsHeader: Bool
        var items: Range<Int>
    }

    /// The parts of each section inside rows `offset ..< offset + height`, the first row being
    /// the sticky header when a section's header scrolled off the top.
    private func window(height: Int) -> [Part] {
        let offset = state.resolved(in: layout, viewport: height).offset
        var rows = layout.rows(in: offset..<offset + max(0, height))
        if !rows.isEmpty, let section = layout.stickyHeader(offset: offset, viewport: height) {
            rows[0] = .header(section: section)
        }
        var parts: [Part] = []
        for row in rows {
            switch row {
            case .gap(let section):
                if let last = parts.last, last.section == section {
                    parts[parts.count - 1].gap += 1
                } else {
                    parts.append(Part(section: section, gap: 1, showsHeader: false, items: 0..<0))
                }
            case .header(let section):
                if let last = parts.last, last.section == section {
                    parts[parts.count - 1].showsHeader = true
                } else {
                    parts.append(Part(section: section, showsHeader: true, items: 0..<0))
                }
            case .item(let section, let index):
                if let last = parts.last, last.section == section {
                    let items = last.items.isEmpty ? index..<index + 1 : last.items.lowerBound..<index + 1
                    parts[parts.count - 1].items = items
                } else {
                    parts.append(Part(section: section, showsHeader: false, items: index..<index + 1))
                }
            }
        }
        return parts
    }
}
