/// Search as you type over a list in groups, for lists too long to filter by copying: the items'
/// texts live in one ``SearchIndex`` (built once per load), each keystroke answers which items of
/// each group are shown as ``ShownItems`` (positions, no copies), and a query that only grew
/// narrows the last answer instead of scanning everything again.
///
/// ```swift
/// var search = GroupedSearch(groupSizes: groups.map(\.items.count)) { position, item in
///     item.add(names[position])  // the items of all groups, one after another
/// }
/// let shown = search.shown(listSearch)  // one per group, in order
/// let row = groups[0].items[shown[0].place(0)]  // the first shown item of the first group
/// ```
public struct GroupedSearch: Sendable {
    /// The texts of every item, group after group.
    public let index: SearchIndex
    /// Group g's items are positions `starts[g]..<starts[g + 1]` of the index.
    private let starts: [Int]
    /// The answers of the last few queries, the latest last: typing on narrows the longest one the
    /// new query starts with, and deleting back to one of them is an answer already known.
    private var recent: [(query: String, words: [String], positions: [Int32])] = []
    /// How many answers are kept (at most this many × 4 bytes per item).
    static let recentLimit = 8

    /// Indexes groups of `groupSizes` items; `texts(position, &item)` adds the searchable texts of
    /// the item at `position`, counting the items of all groups one after another.
    public init(groupSizes: [Int], texts: (Int, inout SearchIndex.Item) -> Void) {
        var starts = [0]
        starts.reserveCapacity(groupSizes.count + 1)
        for size in groupSizes { starts.append(starts[starts.count - 1] + max(0, size)) }
        self.starts = starts
        index = SearchIndex(count: starts[starts.count - 1], texts: texts)
    }

    /// What `search` shows of each group (every item when nothing filters), in group order.
    public mutating func shown(_ search: ListSearch) -> [ShownItems] {
        let sizes = zip(starts, starts.dropFirst()).map { $1 - $0 }
        guard search.isFiltering else { return sizes.map(ShownItems.init(all:)) }
        let positions = matching(search)
        var shown: [ShownItems] = []
        shown.reserveCapacity(sizes.count)
        var lower = 0
        for group in sizes.indices {
            let upper = Self.firstPosition(in: positions, notBelow: starts[group + 1], from: lower)
            shown.append(
                ShownItems(total: sizes[group], positions: positions[lower..<upper], base: starts[group]))
            lower = upper
        }
        return shown
    }

    /// The positions matching `search`: a recent answer to the same words, a recent answer
    /// narrowed when the query only grew from it (every word of the longer query contains a word
    /// of the shorter one, or is new: it matches fewer items), else a scan of every item.
    private mutating func matching(_ search: ListSearch) -> [Int32] {
        let query = search.query
        // "item" and "item " (or "Item") look for the same words: the same answer.
        let words = search.foldedTerms
        if let known = recent.lastIndex(where: { $0.words == words }) {
            let answer = recent.remove(at: known)
            recent.append(answer)
            return answer.positions
        }
        let start = recent.filter { query.hasPrefix($0.query) }.max { $0.query.count < $1.query.count }
        let positions = index.matching(search, among: start?.positions, known: start?.words ?? [])
        recent.append((query, words, positions))
        if recent.count > Self.recentLimit { recent.removeFirst() }
        return positions
    }

    /// The first place at or after `from` in ascending `positions` holding at least `value`.
    static func firstPosition<Positions: RandomAccessCollection<Int32>>(
        in positions: Positions, notBelow value: Int, from: Int
    ) -> Int where Positions.Index == Int {
        var low = from
        var high = positions.endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if Int(positions[middle]) < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Which items of one group a search shows, in order, without copying them: shown item `i` is
/// item ``place(_:)`` of the whole group.
public struct ShownItems: Sendable, Equatable {
    /// How many items the whole group has.
    public let total: Int
    /// The shown items' positions in the index, ascending; nil when all are shown.
    private let positions: ArraySlice<Int32>?
    /// The index position of the group's first item.
    private let base: Int

    /// Every item of a group of `total`.
    public init(all total: Int) {
        self.init(total: total, positions: nil, base: 0)
    }

    fileprivate init(total: Int, positions: ArraySlice<Int32>?, base: Int) {
        self.total = total
        self.positions = positions
        self.base = base
    }

    /// How many items are shown.
    public var count: Int { positions?.count ?? total }

    /// The place in the whole group (from 0) of shown item `index` (from 0, below ``count``).
    public func place(_ index: Int) -> Int {
        guard let positions else { return index }
        return Int(positions[positions.startIndex + index]) - base
    }

    /// Where the item at `place` in the whole group is shown, if it is (a binary search).
    public func index(ofPlace place: Int) -> Int? {
        guard (0..<total).contains(place) else { return nil }
        guard let positions else { return place }
        let found = GroupedSearch.firstPosition(
            in: positions, notBelow: base + place, from: positions.startIndex)
        guard found < positions.endIndex, Int(positions[found]) == base + place else { return nil }
        return found - positions.startIndex
    }

    /// The places of the shown items, in order (O(count)).
    public var places: [Int] { (0..<count).map(place) }
}
