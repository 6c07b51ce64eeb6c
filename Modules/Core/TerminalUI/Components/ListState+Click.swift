/// What a click on a list did.
public enum ListClick: Hashable, Sendable {
    /// Item `index` was not selected and now is.
    case selected(Int)
    /// Item `index` was already selected: open it, as Enter would.
    case opened(Int)
}

/// What a key did to a list whose items open (details, a sheet).
public enum ListKeyOutcome: Hashable, Sendable {
    /// Open item `index`: Enter on the selection, or a click on the selected item.
    case open(Int)
    /// The key moved or selected (a move key, a click on another item).
    case handled
    /// The key is not the list's.
    case ignored
}

extension ListState {
    /// Handles `key` for a list starting `listTop` rows below the screen's first row: move keys
    /// move the selection, a click selects, and Enter or a click on the selected item opens it.
    public mutating func handleOpening(
        _ key: Key, listTop: Int, in layout: ListLayout, viewport: Int
    ) -> ListKeyOutcome {
        switch key {
        case .enter:
            guard layout.itemCount > 0 else { return .ignored }
            return .open(resolved(in: layout, viewport: viewport).selection)
        case .mouse(let event):
            switch click(event, listTop: listTop, in: layout, viewport: viewport) {
            case .opened(let index)?: return .open(index)
            case .selected?: return .handled
            case nil: return .ignored
            }
        default:
            return handle(key, in: layout, viewport: viewport) ? .handled : .ignored
        }
    }

    /// The item or header at row `row` of the list's viewport of `viewport` rows, as drawn.
    public func hit(row: Int, in layout: ListLayout, viewport: Int) -> ListHit? {
        let resolved = resolved(in: layout, viewport: viewport)
        return layout.hit(row: row, offset: resolved.offset, viewport: max(1, viewport))
    }

    /// Reacts to a mouse event on a screen whose list starts `listTop` rows below the screen's
    /// first row: a left click on an item selects it, or opens it when it is already selected;
    /// nil for anything else (headers, rows outside the list, other buttons, the wheel).
    public mutating func click(
        _ event: MouseEvent, listTop: Int, in layout: ListLayout, viewport: Int
    ) -> ListClick? {
        guard event.action == .press(.left),
            case .item(let item)? = hit(row: event.row - listTop, in: layout, viewport: viewport)
        else { return nil }
        if resolved(in: layout, viewport: viewport).selection == item { return .opened(item) }
        select(item, in: layout, viewport: viewport)
        return .selected(item)
    }

    /// This state for a list whose items, identified in display order, changed from `old` to
    /// `new` (e.g. a search narrowed it): the item selected in `old` stays selected when `new`
    /// still lists it, else the first item is; the scroll offset is kept for rendering to adjust.
    public func following<ID: Equatable>(from old: [ID], to new: [ID]) -> ListState {
        var next = self
        let selected = old.isEmpty ? nil : old[min(max(0, selection), old.count - 1)]
        next.selection = selected.flatMap { new.firstIndex(of: $0) } ?? 0
        return next
    }

    /// This state for a list whose items changed, when the screen found where the selected item
    /// went itself (e.g. by a binary search, for lists too long to list every id per keystroke):
    /// `item` selected, or the first item when the old selection is gone (nil); the scroll offset
    /// is kept for rendering to adjust.
    public func following(to item: Int?) -> ListState {
        var next = self
        next.selection = max(0, item ?? 0)
        return next
    }
}
