import HiringInterface
import TerminalUI

/// The grouped list with a selection: a header per list (kept and dropped counts), its names,
/// or one placeholder row for a collapsed list. Only the rows on screen are built.
struct HiringListPane {
    /// What is selected.
    enum Selection: Equatable {
        /// An item: the entry, its place in its whole list (from 1, whatever a search hides)
        /// and the whole list.
        case entry(HiringEntry, index: Int, group: HiringGroup)
        /// The placeholder row of a collapsed list.
        case collapsed(listId: Int)
    }

    let groups: [HiringShownGroup]
    let collapsed: Set<Int>
    let state: ListState
    let texts: HiringTexts
    let list: WindowedSectionList

    init(groups: [HiringShownGroup], collapsed: Set<Int>, state: ListState, texts: HiringTexts) {
        self.groups = groups
        self.collapsed = collapsed
        self.state = state
        self.texts = texts
        list = WindowedSectionList(
            sections: groups.enumerated().map { index, group in
                let isCollapsed = collapsed.contains(group.listId) && group.count > 0
                return WindowedSectionList.Section(
                    title: texts.groupTitle(group.listId), count: isCollapsed ? 1 : group.count,
                    countLabel: texts.groupLabel(group.group, shown: group.count, collapsed: isCollapsed),
                    titleStyle: Self.titleStyle(listId: group.listId), gap: index == 0 ? 0 : 1)
            },
            state: state)
    }

    /// The colours group headers take in turn, by list id: each list keeps its colour whatever a
    /// search hides, and the theme picks shades that read on its background (none without colour).
    static let groupColors: [StyleRole] = [.accent, .primary, .success, .warning]

    /// The header title's style of list `listId`: bold, in its colour.
    static func titleStyle(listId: Int) -> Style {
        let count = groupColors.count
        return Style(groupColors[((listId % count) + count) % count], .bold)
    }

    /// The visible rows; rows are built for the items on screen only.
    func lines(width: Int, height: Int) -> [StyledLine] {
        list.lines(width: width, height: height) { section, item in row(section: section, item: item) }
    }

    /// The row of item `item` of group `section`.
    func row(section: Int, item: Int) -> ListRow {
        let group = groups[section]
        if isCollapsed(section) {
            return ListRow("… " + texts.kept(group.count), style: .muted)
        }
        let entry = group[item]
        return ListRow(entry.name, detail: "#\(entry.id)")
    }

    /// What a row is, whatever its place: a search or another order keeps the selection on the
    /// same one.
    enum RowID: Hashable {
        /// An entry, and its place in its whole list in the order it was seen in.
        case entry(id: Int, listId: Int, place: Int)
        case collapsed(listId: Int)
    }

    /// What is selected, if anything.
    var selection: Selection? {
        selection(at: state.resolved(in: list.layout, viewport: 1).selection)
    }

    /// What item `index` (counting items across lists) is, if it exists.
    func selection(at index: Int) -> Selection? {
        guard let position = list.position(ofItem: index) else { return nil }
        let group = groups[position.section]
        if isCollapsed(position.section) { return .collapsed(listId: group.listId) }
        let place = group.items.place(position.item)
        return .entry(group.group.entries[place], index: place + 1, group: group.group)
    }

    /// The selected row's identity, if anything is selected.
    var selectedRow: RowID? {
        let index = state.resolved(in: list.layout, viewport: 1).selection
        guard let position = list.position(ofItem: index) else { return nil }
        let group = groups[position.section]
        if isCollapsed(position.section) { return .collapsed(listId: group.listId) }
        let place = group.items.place(position.item)
        return .entry(id: group.group.entries[place].id, listId: group.listId, place: place)
    }

    /// Where row `row` is in this pane, if it is shown: a binary search when the entry is at the
    /// same place of its list (a search changed), else a walk of its list (the order changed).
    func index(of row: RowID) -> Int? {
        switch row {
        case .collapsed(let listId):
            guard let section = groups.firstIndex(where: { $0.listId == listId }), isCollapsed(section) else {
                return nil
            }
            return list.globalIndex(section: section, item: 0)
        case .entry(let id, let listId, let place):
            guard let section = groups.firstIndex(where: { $0.listId == listId }), !isCollapsed(section)
            else {
                return nil
            }
            let group = groups[section]
            if group.group.entries.indices.contains(place), group.group.entries[place].id == id,
                let item = group.items.index(ofPlace: place)
            {
                return list.globalIndex(section: section, item: item)
            }
            guard let item = (0..<group.count).first(where: { group[$0].id == id }) else { return nil }
            return list.globalIndex(section: section, item: item)
        }
    }

    /// `state` after the rows changed from `old`'s: the row selected in `old` stays selected when
    /// it is still shown, else the first row is.
    func following(_ old: HiringListPane) -> ListState {
        state.following(to: old.selectedRow.flatMap(index(of:)))
    }

    /// The list id of the selected row's group, if any.
    var selectedListId: Int? {
        let index = state.resolved(in: list.layout, viewport: 1).selection
        return list.position(ofItem: index).map { groups[$0.section].listId }
    }

    /// The state with the first row of the next (`step` 1) or previous (-1) list selected; nil
    /// when there is none that way.
    func jumping(_ step: Int, viewport: Int) -> ListState? {
        let index = state.resolved(in: list.layout, viewport: viewport).selection
        guard let current = list.position(ofItem: index)?.section else { return nil }
        var section = current + step
        while groups.indices.contains(section) {
            if list.sections[section].count > 0 {
                var next = state
                // The target list from its header down, not at the bottom of the window.
                next.selectAtTop(
                    list.globalIndex(section: section, item: 0), in: list.layout, viewport: viewport)
                return next
            }
            section += step
        }
        return nil
    }

    /// The state selecting the first row of list `listId`, if it has one.
    func selecting(listId: Int, viewport: Int) -> ListState {
        var next = state
        if let section = groups.firstIndex(where: { $0.listId == listId }) {
            next.selectAtTop(list.globalIndex(section: section, item: 0), in: list.layout, viewport: viewport)
        }
        return next
    }

    /// `state` after a movement key, or nil when `key` does not move the selection.
    func moved(by key: Key, viewport: Int) -> ListState? {
        var next = state
        return next.handle(key, in: list.layout, viewport: viewport) ? next : nil
    }

    private func isCollapsed(_ section: Int) -> Bool {
        collapsed.contains(groups[section].listId) && groups[section].count > 0
    }
}
