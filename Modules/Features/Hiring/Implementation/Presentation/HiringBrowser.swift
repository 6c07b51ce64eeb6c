import HiringInterface

/// What the list screen makes of the loaded items: the sort order, the search and the collapsed
/// lists. Sorting runs once per load and order, filtering once per query; drawing and moving
/// reuse the result.
struct HiringBrowser {
    /// How names are ordered.
    var order: HiringSortOrder = .natural
    /// The search typed so far ("" shows everything).
    var query = ""
    /// The lists shown folded to one row.
    var collapsed: Set<Int> = []

    /// A browser sorting in `order`, with no search and nothing collapsed.
    init(order: HiringSortOrder = .natural) {
        self.order = order
    }

    private var sorted: (generation: Int, order: HiringSortOrder, groups: [HiringGroup])?
    private var filtered: (generation: Int, order: HiringSortOrder, query: String, groups: [HiringGroup])?

    /// The groups of `content` in ``order``, with only the names matching ``query``.
    mutating func groups(for content: HiringContent) -> [HiringGroup] {
        if let filtered, filtered.generation == content.generation, filtered.order == order,
            filtered.query == query
        {
            return filtered.groups
        }
        let needle = query.trimmingCharacters(in: .whitespaces)
        // Typing one more character narrows the last result instead of searching everything again.
        let base: [HiringGroup]
        if let filtered, filtered.generation == content.generation, filtered.order == order,
            !filtered.query.trimmingCharacters(in: .whitespaces).isEmpty,
            needle.hasPrefix(filtered.query.trimmingCharacters(in: .whitespaces))
        {
            base = filtered.groups
        } else {
            base = sortedGroups(for: content)
        }
        let groups = needle.isEmpty ? base : Self.filter(base, matching: needle)
        filtered = (content.generation, order, query, groups)
        return groups
    }

    /// `groups` keeping only entries whose name contains `needle` (ignoring case and accents);
    /// groups with no match are left out.
    static func filter(_ groups: [HiringGroup], matching needle: String) -> [HiringGroup] {
        groups.compactMap { group in
            var group = group
            group.entries = group.entries.filter {
                $0.name.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
            return group.entries.isEmpty ? nil : group
        }
    }

    private mutating func sortedGroups(for content: HiringContent) -> [HiringGroup] {
        if let sorted, sorted.generation == content.generation, sorted.order == order { return sorted.groups }
        let groups = HiringGrouping.groups(content.snapshot.items, order: order)
        sorted = (content.generation, order, groups)
        return groups
    }
}
