import HiringInterface
import TerminalUI

/// What the list screen makes of the loaded items: the sort order, the search and the collapsed
/// lists. Sorting and indexing the names for search run once per load and order, filtering once
/// per query (``GroupedSearch``: narrowing the last answer when the query only grew); drawing and
/// moving reuse the answer, and nothing per keystroke copies the entries.
///
/// Public to the benchmarks only (`@_spi(Benchmarks)`), which time search as you type on it.
@_spi(Benchmarks) public struct HiringBrowser {
    /// How names are ordered.
    var order: HiringSortOrder = .natural
    /// The search typed with `/` (an empty one shows everything). An item's name and its id
    /// ("#684" or "684") are what it looks in.
    public var search = ListSearch()
    /// The lists shown folded to one row.
    var collapsed: Set<Int> = []

    /// A browser sorting in `order`, with no search and nothing collapsed.
    public init(order: HiringSortOrder = .natural) {
        self.order = order
    }

    /// The sorted groups of one load and order, with their names and ids indexed for search.
    private var sorted:
        (generation: Int, order: HiringSortOrder, groups: [HiringGroup], search: GroupedSearch)?

    /// The groups of `content` in ``order``, showing only the entries matching ``search``; while
    /// searching, lists without a match are left out.
    public mutating func groups(for content: HiringContent) -> [HiringShownGroup] {
        let groups = sortedGroups(for: content)
        let shown = sorted?.search.shown(search) ?? []
        return zip(groups, shown).compactMap { group, items in
            search.isFiltering && items.count == 0 ? nil : HiringShownGroup(group: group, items: items)
        }
    }

    /// Every list in the current order, whatever the search lets through.
    mutating func sortedGroups(for content: HiringContent) -> [HiringGroup] {
        if let sorted, sorted.generation == content.generation, sorted.order == order { return sorted.groups }
        let groups = HiringGrouping.groups(content.snapshot.items, order: order)
        let entries = groups.flatMap(\.entries)
        let search = GroupedSearch(groupSizes: groups.map(\.entries.count)) { position, item in
            item.add(entries[position].name)
            item.add("#" + String(entries[position].id))
        }
        sorted = (content.generation, order, groups, search)
        return groups
    }
}

/// A list as the screen shows it: the whole sorted group, and which of its entries a search lets
/// through (without copying them).
@_spi(Benchmarks) public struct HiringShownGroup {
    /// The list with all its kept entries, sorted.
    let group: HiringGroup
    /// The entries shown.
    let items: ShownItems

    var listId: Int { group.listId }
    /// How many entries are shown.
    public var count: Int { items.count }
    /// Shown entry `index`.
    subscript(index: Int) -> HiringEntry { group.entries[items.place(index)] }
    /// The shown entries, in order (O(count): for small lists and tests).
    var entries: [HiringEntry] { items.places.map { group.entries[$0] } }
}
