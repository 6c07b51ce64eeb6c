/// What a row of a list's viewport shows, for a click.
public enum ListHit: Hashable, Sendable {
    /// Item `index` (counting items across sections, as ``ListState/selection`` does).
    case item(Int)
    /// The header of section `section` (its own row, or drawn sticky over the first row).
    case header(section: Int)
}

/// Sticky headers and hit-testing, built only on the layout's row lookups so they stay
/// O(sections) like the rest of ``ListLayout``.
extension ListLayout {
    /// The section whose header is drawn over the first row of a viewport of `viewport` rows
    /// scrolled to `offset`, or nil: when that row is an item of a section with a header, the
    /// header scrolled off the top, and the list shows it there instead ("sticky") so the user
    /// always sees which group they are in. Viewports of one row have no room for it.
    public func stickyHeader(offset: Int, viewport: Int) -> Int? {
        guard viewport >= 2, case .item(let section, _)? = row(at: offset), hasHeader(section: section)
        else { return nil }
        return section
    }

    /// What row `row` of a viewport of `viewport` rows scrolled to `offset` shows (the sticky
    /// header included), or nil outside the list.
    public func hit(row: Int, offset: Int, viewport: Int) -> ListHit? {
        guard row >= 0, row < viewport else { return nil }
        if row == 0, let section = stickyHeader(offset: offset, viewport: viewport) {
            return .header(section: section)
        }
        switch self.row(at: offset + row) {
        case .header(let section)?: return .header(section: section)
        case .item(let section, let index)?: return .item(firstItem(ofSection: section) + index)
        case .gap?, nil: return nil
        }
    }

    /// The visual row `index`, or nil past the ends.
    func row(at index: Int) -> Row? {
        rows(in: index..<index + 1).first
    }

    /// Whether section `section` is drawn under a header row.
    func hasHeader(section: Int) -> Bool {
        let first = firstItem(ofSection: section)
        guard position(ofItem: first)?.section == section else {
            // An empty section: its header (if any) is the only row at its place.
            return false
        }
        return row(at: rowIndex(ofItem: first) - 1) == .header(section: section)
    }
}
