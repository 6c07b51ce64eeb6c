import HiringInterface
import TerminalUI

/// What the list screen makes of the loaded items: the sort order, the search and the collapsed
/// lists. Sorting runs once per load and order, filtering once per query; drawing and moving
/// reuse the result.
struct HiringBrowser {
    /// How names are ordered.
    var order: HiringSortOrder = .natural
    /// The search typed with `/` (an empty one shows everything). Names are what it looks in: the
    /// data's names carry the item's number anyway ("Item 684" is #684).
    var search = ListSearch()
    /// The lists shown folded to one row.
    var collapsed: Set<Int> = []

    /// A browser sorting in `order`, with no search and nothing collapsed.
    init(order: HiringSortOrder = .natural) {
        self.order = order
    }

    private var sorted: (generation: Int, order: HiringSortOrder, groups: [HiringGroup])?
    private var filtered: (generation: Int, order: HiringSortOrder, query: String, groups: [HiringGroup])?

    /// The groups of `content` in ``order``, with only the names matching ``search``.
    mutating func groups(for content: HiringContent) -> [HiringGroup] {
        let query = search.query
        if let filtered, filtered.generation == content.generation, filtered.order == order,
            filtered.query == query
        {
            return filtered.groups
        }
        // Typing one more character narrows the last result instead of searching everything
        // again: every word of the longer query contains a word of the shorter one, or is new.
        let base: [HiringGroup]
        if let filtered, filtered.generation == content.generation, filtered.order == order,
            ListSearch(query: filtered.query).isFiltering, query.hasPrefix(filtered.query)
        {
            base = filtered.groups
        } else {
            base = sortedGroups(for: content)
        }
        let groups = search.isFiltering ? Self.filter(base, matching: search) : base
        filtered = (content.generation, order, query, groups)
        return groups
    }

    /// `groups` keeping only entries whose name matches `search` (ignoring case and accents), or
    /// whose id does ("#684" or "684"); groups with no match are left out.
    static func filter(_ groups: [HiringGroup], matching search: ListSearch) -> [HiringGroup] {
        // Ids are only spelled out for a query that can name one (a '#' or a number), so typing
        // words stays as cheap as before.
        let byId = search.query.contains { $0 == "#" || $0.isNumber }
        return groups.compactMap { group in
            var group = group
            group.entries = group.entries.filter {
                byId ? search.matches([$0.name, "#\($0.id)"]) : search.matches($0.name)
            }
            return group.entries.isEmpty ? nil : group
        }
    }

    /// Every list in the current order, whatever the search lets through.
    mutating func sortedGroups(for content: HiringContent) -> [HiringGroup] {
        if let sorted, sorted.generation == content.generation, sorted.order == order { return sorted.groups }
        let groups = HiringGrouping.groups(content.snapshot.items, order: order)
        sorted = (content.generation, order, groups)
        return groups
    }
}
