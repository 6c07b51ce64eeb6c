import HiringInterface
import Parallel

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
        let unsorted = listIds.map { kept[$0] ?? [] }
        // A long list's groups are sorted side by side, each on a core as one frees up.
        let sort: @Sendable (Int) -> [HiringEntry] = { sorted(unsorted[$0], order: order) }
        let entries =
            items.count >= ParallelMap.threshold
            ? ParallelMap.eachOnACore(count: unsorted.count, sort) : unsorted.indices.map(sort)
        return zip(listIds, entries).map { listId, entries in
            HiringGroup(listId: listId, entries: entries, dropped: dropped[listId] ?? 0)
        }
    }

    /// `entries` sorted by name in `order`, ties by id (then their order in `entries`). A long
    /// group's keys are built and sorted on both cores.
    public static func sorted(_ entries: [HiringEntry], order: HiringSortOrder) -> [HiringEntry] {
        let positions: [Int]
        switch order {
        case .text:
            positions = ParallelSort.sorted(Array(entries.indices)) { lhs, rhs in
                let (left, right) = (entries[lhs], entries[rhs])
                if left.name != right.name { return left.name < right.name }
                return left.id != right.id ? left.id < right.id : lhs < rhs
            }
        case .natural:
            // Each name is split once, not on every comparison.
            let keys = ParallelMap.array(count: entries.count) { NaturalSortKey(entries[$0].name) }
            positions = ParallelSort.sorted(Array(entries.indices)) { lhs, rhs in
                if keys[lhs] != keys[rhs] { return keys[lhs] < keys[rhs] }
                return entries[lhs].id != entries[rhs].id ? entries[lhs].id < entries[rhs].id : lhs < rhs
            }
        }
        return positions.map { entries[$0] }
    }
}
