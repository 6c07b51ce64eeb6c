import HiringInterface

/// The brief's rule: drop unnamed items, group by `listId`, sort by `listId` then by name.
public enum HiringGrouping {
    /// The groups of `items` in `listId` order, each sorted by `order` (ties by id); a list whose
    /// items were all dropped is kept, empty, with its dropped count.
    public static func groups(_ items: [HiringItem], order: HiringSortOrder) -> [HiringGroup] {
        var kept: [Int: [HiringEntry]] = [:]
        var dropped: [Int: Int] = [:]
        for item in items {
            if item.hasName, let name = item.name {
                kept[item.listId, default: []].append(
                    HiringEntry(id: item.id, listId: item.listId, name: name))
            } else {
                dropped[item.listId, default: 0] += 1
            }
        }
        let listIds = Set(kept.keys).union(dropped.keys).sorted()
        return listIds.map { listId in
            HiringGroup(
                listId: listId, entries: sorted(kept[listId] ?? [], order: order),
                dropped: dropped[listId] ?? 0)
        }
    }

    /// `entries` sorted by name in `order`, ties by id.
    public static func sorted(_ entries: [HiringEntry], order: HiringSortOrder) -> [HiringEntry] {
        switch order {
        case .text:
            return entries.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
        case .natural:
            // Each name is split once, not on every comparison.
            let keyed = entries.map { (key: NaturalSortKey($0.name), entry: $0) }
            return keyed.sorted { lhs, rhs in
                if lhs.key != rhs.key { return lhs.key < rhs.key }
                return lhs.entry.id < rhs.entry.id
            }.map(\.entry)
        }
    }
}
