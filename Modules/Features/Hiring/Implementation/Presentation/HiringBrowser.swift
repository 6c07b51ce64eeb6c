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
    /// The sorted groups' names folded for search (``SearchFolding``), once per load and order:
    /// a keystroke then only compares bytes.
    private var folded: (generation: Int, order: HiringSortOrder, names: [[String]])?
    /// The last search's result: the entries' positions in the sorted groups, and the groups.
    private var filtered:
        (generation: Int, order: HiringSortOrder, query: String, positions: [[Int]], groups: [HiringGroup])?

    /// The groups of `content` in ``order``, with only the names matching ``search``.
    mutating func groups(for content: HiringContent) -> [HiringGroup] {
        let query = search.query
        let all = sortedGroups(for: content)
        guard search.isFiltering else { return all }
        if let filtered, filtered.generation == content.generation, filtered.order == order,
            filtered.query == query
        {
            return filtered.groups
        }
        let names = foldedNames(for: content, groups: all)
        // Typing one more character narrows the last result instead of searching everything
        // again: every word of the longer query contains a word of the shorter one, or is new.
        let candidates: [[Int]]
        if let filtered, filtered.generation == content.generation, filtered.order == order,
            ListSearch(query: filtered.query).isFiltering, query.hasPrefix(filtered.query)
        {
            candidates = filtered.positions
        } else {
            candidates = all.map { Array($0.entries.indices) }
        }
        let positions = Self.matching(candidates, in: all, names: names, search: search)
        let groups = zip(all, positions).compactMap { group, kept -> HiringGroup? in
            guard !kept.isEmpty else { return nil }
            var narrowed = group
            narrowed.entries = kept.map { group.entries[$0] }
            return narrowed
        }
        filtered = (content.generation, order, query, positions, groups)
        return groups
    }

    /// Of `candidates` (positions in each of `groups`), those whose name matches `search`
    /// (ignoring case and accents; `names` are the folded names) or whose id does ("#684" or
    /// "684"; ids are only spelled out for a query that can name one, a '#' or a number).
    static func matching(
        _ candidates: [[Int]], in groups: [HiringGroup], names: [[String]], search: ListSearch
    ) -> [[Int]] {
        let byId = search.query.contains { $0 == "#" || $0.isNumber }
        return zip(candidates, zip(groups, names)).map { positions, list in
            let (group, folded) = list
            return positions.filter { index in
                byId
                    ? search.matches(folded: folded[index] + "\n#" + String(group.entries[index].id))
                    : search.matches(folded: folded[index])
            }
        }
    }

    /// The folded names of `groups` (the sorted groups of `content`), computed once per load and order.
    private mutating func foldedNames(for content: HiringContent, groups: [HiringGroup]) -> [[String]] {
        if let folded, folded.generation == content.generation, folded.order == order { return folded.names }
        let names = groups.map { $0.entries.map { SearchFolding.fold($0.name) } }
        folded = (content.generation, order, names)
        return names
    }

    /// Every list in the current order, whatever the search lets through.
    mutating func sortedGroups(for content: HiringContent) -> [HiringGroup] {
        if let sorted, sorted.generation == content.generation, sorted.order == order { return sorted.groups }
        let groups = HiringGrouping.groups(content.snapshot.items, order: order)
        sorted = (content.generation, order, groups)
        return groups
    }
}
