/// A screen's ``GroupedSearch`` kept for the list it indexes: built on the first search of a
/// list, reused while the list stays equal to the one it was built for, and built again when the
/// list changes. `Key` is whatever says which list it is: the list itself (compared by value, so
/// an equal list loaded again keeps the index), or a generation number.
///
/// ```swift
/// var cache = SearchCache<[Item]>()
/// let shown = cache.shown(items, groupSizes: [items.count], search: listSearch) {
///     GroupedSearch(groupSizes: [items.count]) { position, text in text.add(items[position].name) }
/// }
/// ```
public struct SearchCache<Key: Equatable> {
    private var built: (key: Key, search: GroupedSearch)?

    /// An empty cache: the first search builds the index.
    public init() {}

    /// Whether an index is kept.
    public var isBuilt: Bool { built != nil }

    /// What `search` shows of each group (`groupSizes` items each) of the list `key`, in order:
    /// every item when nothing filters (no index is built), else the answer of the kept index,
    /// which `index()` builds first when none is kept or it was built for another list.
    public mutating func shown(
        _ key: Key, groupSizes: [Int], search: ListSearch, index: () -> GroupedSearch
    ) -> [ShownItems] {
        guard search.isFiltering else { return groupSizes.map(ShownItems.init(all:)) }
        var kept: GroupedSearch
        if let built, built.key == key {
            kept = built.search
        } else {
            kept = index()
        }
        // Released while the search answers, so its recent answers are not copied on write.
        built = nil
        let shown = kept.shown(search)
        // The key given is kept: an equal list loaded again is compared by identity next time.
        built = (key, kept)
        return shown
    }

    /// Drops the index (e.g. when its texts no longer read as shown); the next search builds it.
    public mutating func forget() {
        built = nil
    }
}

extension SearchCache: Sendable where Key: Sendable {}

extension Array where Element == ShownItems {
    /// The group and the place in it of shown item `index`, counting the shown items of every
    /// group one after another; nil past the last.
    public func place(ofShown index: Int) -> (group: Int, place: Int)? {
        guard index >= 0 else { return nil }
        var first = 0
        for (group, shown) in enumerated() {
            if index < first + shown.count { return (group, shown.place(index - first)) }
            first += shown.count
        }
        return nil
    }

    /// Where the item at `place` of group `group` is shown, counting the shown items of every
    /// group one after another; nil when it is not shown.
    public func shownIndex(group: Int, place: Int) -> Int? {
        guard indices.contains(group), let inGroup = self[group].index(ofPlace: place) else { return nil }
        return self[..<group].reduce(0) { $0 + $1.count } + inGroup
    }

    /// How many items are shown in all.
    public var shownCount: Int { reduce(0) { $0 + $1.count } }
}
