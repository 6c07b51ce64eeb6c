/// A scrolling list of sections with a highlighted selection.
///
/// ```swift
/// let list = SectionedList(sections, state: listState)
/// body += list.lines(width: context.width, height: rows)       // in render
/// listState.handle(key, in: list.layout, viewport: rows)       // in handle
/// ```
public struct SectionedList: Component {
    /// The sections, in order.
    public var sections: [ListSection]
    /// Which item is selected and where the list is scrolled.
    public var state: ListState

    /// A list of `sections` in `state`.
    public init(_ sections: [ListSection], state: ListState = ListState()) {
        self.sections = sections
        self.state = state
    }

    /// The header/item structure, for ``ListState/handle(_:in:viewport:)``.
    public var layout: ListLayout {
        ListLayout(sections: sections.map { (hasHeader: $0.title != nil, size: $0.rows.count, gap: $0.gap) })
    }

    /// The selected row (as drawn), or nil when the list is empty.
    public var selectedRow: ListRow? {
        // Resolved, so a stale selection past the end of a shrunk list means its last row.
        let selection = state.resolved(in: layout, viewport: 1).selection
        guard let position = layout.position(ofItem: selection) else { return nil }
        return sections[position.section].rows[position.row]
    }

    /// The visible rows at `height` rows: scrolled so the selection is visible; once a section's
    /// header scrolled off the top, it is drawn in the first row (sticky).
    public func lines(width: Int, height: Int) -> [StyledLine] {
        let layout = layout
        let resolved = state.resolved(in: layout, viewport: height)
        var visible = layout.rows(in: resolved.offset..<resolved.offset + max(0, height))
        if !visible.isEmpty, let section = layout.stickyHeader(offset: resolved.offset, viewport: height) {
            visible[0] = .header(section: section)
        }
        return visible.map { line(for: $0, width: width, selection: resolved.selection, layout: layout) }
    }

    /// The item or header at row `row` of the list drawn at `height` rows (see
    /// ``ListState/click(_:listTop:in:viewport:)`` to select with it).
    public func hit(row: Int, height: Int) -> ListHit? {
        state.hit(row: row, in: layout, viewport: height)
    }

    /// Every row, unscrolled (for output that is not limited in height).
    public func lines(width: Int) -> [StyledLine] {
        lines(width: width, height: layout.rowCount)
    }

    private func line(for row: ListLayout.Row, width: Int, selection: Int, layout: ListLayout)
        -> StyledLine
    {
        switch row {
        case .gap:
            return .blank
        case .header(let section):
            let header = sections[section]
            return StyledLine([
                Span(header.title ?? "", style: header.titleStyle), Span(trusted: "  "),
                Span(header.countLabel ?? String(header.count), style: .muted),
            ]).truncated(to: width)
        case .item(let section, let index):
            let item = sections[section].rows[index]
            let isSelected = layout.position(ofItem: selection).map { $0 == (section, index) } ?? false
            let title = StyledLine([
                Span(trusted: isSelected ? " ▸ " : "   "), Span(item.title, style: item.style),
            ])
            let detail =
                item.detail.isEmpty
                ? StyledLine.blank
                : StyledLine([Span(item.detail, style: item.detailStyle), Span(trusted: " ")])
            let line = StyledLine.spread(title, detail, width: width)
            return isSelected ? line.applying(.bold.inverse) : line
        }
    }
}
