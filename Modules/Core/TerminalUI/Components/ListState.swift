/// The selection and scroll position of a list, as a value a screen or view model owns.
///
/// Keys move the selection (``handle(_:in:viewport:)``); the scroll offset follows so the
/// selected item, and its section header when it is the first item, stay visible, scrolling as
/// little as possible, and never under the sticky header a scrolled list draws in its first row
/// (``ListLayout/stickyHeader(offset:viewport:)``).
public struct ListState: Hashable, Sendable {
    /// The selected item's index, counting items across sections (headers excluded).
    public internal(set) var selection: Int
    /// The first visible row, counting headers.
    public internal(set) var offset: Int

    /// A state with item `selection` selected, scrolled to the top.
    public init(selection: Int = 0) {
        self.selection = max(0, selection)
        self.offset = 0
    }

    /// Moves the selection for up/down, PgUp/PgDn, Home/End; returns whether `key` was one of
    /// them (and there is anything to select). `viewport` is the list's height in rows.
    public mutating func handle(_ key: Key, in layout: ListLayout, viewport: Int) -> Bool {
        guard layout.itemCount > 0 else { return false }
        let page = max(1, viewport - 1)
        let current = resolved(in: layout, viewport: viewport).selection
        let target: Int
        switch key {
        case .up: target = current - 1
        case .down: target = current + 1
        case .pageUp: target = current - page
        case .pageDown: target = current + page
        case .home: target = 0
        case .end: target = layout.itemCount - 1
        default: return false
        }
        select(target, in: layout, viewport: viewport)
        return true
    }

    /// Selects item `item` (clamped to the list) and scrolls it into view.
    public mutating func select(_ item: Int, in layout: ListLayout, viewport: Int) {
        var next = resolved(in: layout, viewport: viewport)
        next.selection = item
        self = next.resolved(in: layout, viewport: viewport)
    }

    /// Selects item `item` and scrolls so that it (with its section header, when it is the
    /// section's first item) is the top of the viewport, as far as the list's end allows: a jump
    /// to another section shows that section from its header down.
    public mutating func selectAtTop(_ item: Int, in layout: ListLayout, viewport: Int) {
        var next = resolved(in: layout, viewport: viewport)
        next.selection = min(max(0, item), max(0, layout.itemCount - 1))
        if layout.itemCount > 0 { next.offset = layout.revealTop(ofItem: next.selection) }
        self = next.resolved(in: layout, viewport: viewport)
    }

    /// This state made consistent with `layout` at `viewport` rows: the selection clamped to
    /// the items, the offset moved as little as possible to show it. Rendering uses this, so a
    /// list that shrank or a terminal that resized never hides the selection.
    public func resolved(in layout: ListLayout, viewport: Int) -> ListState {
        var state = self
        let viewport = max(1, viewport)
        state.selection = min(max(0, selection), max(0, layout.itemCount - 1))
        state.offset = min(max(0, offset), max(0, layout.rowCount - viewport))
        guard layout.itemCount > 0 else { return state }
        let row = layout.rowIndex(ofItem: state.selection)
        let top = layout.revealTop(ofItem: state.selection)
        if top < state.offset {
            state.offset = top
        }
        if row >= state.offset + viewport {
            state.offset = row - viewport + 1
        }
        // The first row shows the section's sticky header instead: one row up uncovers the item.
        if row == state.offset, layout.stickyHeader(offset: state.offset, viewport: viewport) != nil {
            state.offset -= 1
        }
        return state
    }
}
