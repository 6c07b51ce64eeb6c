import Foundation
import PacksInterface
import Parallel

/// The order of parcels within a group, keys most significant first: the status order number
/// (``PackStatusRules``) descending, the pickup date most recent first, the expiry date soonest
/// first, the stored date earliest first, the id as a number largest first, then the server's
/// order. A missing date sorts after every present date, whatever the direction.
enum PackOrdering {
    /// `packs` in list order. Keys are computed once per pack as plain values (no references, so
    /// sorting moves them without reference counting), and positions are sorted rather than the
    /// parcels, so 100,000 packs sort quickly.
    static func sorted(_ packs: [Pack]) -> [Pack] {
        order(of: sortKeys(packs)).map { packs[$0] }
    }

    /// For each group (in ``PackGroup`` order), the positions in `packs` of its parcels in list
    /// order, leaving out the parcels whose id is in `excluded`: the sorted groups as indices, so a
    /// listing reads each parcel where it lies (copying 100,000 parcels
    /// into their groups retained every string and was a twentieth of listing them).
    static func positionsByGroup(_ packs: [Pack], excluding excluded: Set<String> = []) -> [[Int]] {
        let keys = sortKeys(packs)
        // Sorted group by group, so each group is the next run of positions: no parcel's key is
        // looked up again after sorting (at a million parcels those reads missed the cache).
        let ordered = order(of: keys, grouped: true)
        var start = 0
        return groupCounts(keys).map { count in
            defer { start += count }
            let group = ordered[start..<start + count]
            guard !excluded.isEmpty else { return Array(group) }
            return packs.withUnsafeBufferPointer { packs in
                group.filter { !excluded.contains(packs[$0].id) }
            }
        }
    }

    /// The positions of `keys` in list order (`grouped`: group by group in ``PackGroup`` order,
    /// list order within each). Each position is sorted beside a one-word prefix of its key (the
    /// group when grouped, the status order, then the pickup date to the second), so most
    /// comparisons read two adjacent words instead of two keys elsewhere in memory; equal
    /// prefixes compare the whole keys.
    private static func order(of keys: [SortKey], grouped: Bool = false) -> [Int] {
        let orders = -1...254
        let prefixed = keys.allSatisfy { orders.contains($0.order) }
        let entries = keys.indices.map { position in
            (prefix: prefixed ? prefix(keys[position], grouped: grouped) : 0, position: position)
        }
        return keys.withUnsafeBufferPointer { keys in
            // Both halves of the sort only read the keys while they are lent.
            let shared = UncheckedSendable(keys)
            return ParallelSort.sorted(entries) { lhs, rhs in
                if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
                let (left, right) = (shared.value[lhs.position], shared.value[rhs.position])
                if grouped, left.group != right.group { return left.group < right.group }
                return precedes(left, right)
            }.map(\.position)
        }
    }

    /// Bits of the prefix that hold the group's index.
    private static let groupBits = UInt64.bitWidth - UInt64(PackGroup.allCases.count - 1).leadingZeroBitCount

    /// A word that orders keys as ``precedes(_:_:)`` does wherever two words differ: the group's
    /// index in the top bits when `grouped` (zero otherwise), then the status order (-1...254)
    /// descending in a byte, then the pickup date's whole second descending (a missing date last)
    /// in the bits left, clamped (clamped dates share a prefix and are compared whole).
    private static func prefix(_ key: SortKey, grouped: Bool) -> UInt64 {
        let dateWidth = 56 - groupBits
        let dateBits: UInt64 = (1 << dateWidth) - 1
        var pickUp = dateBits
        if let seconds = key.pickUp?.timeIntervalSince1970 {
            // Seconds from 2^40 s before 1970, within 0...2^(width - 1) (exact as a Double).
            let shifted = seconds.isNaN ? 0 : (seconds.rounded(.down) + 0x100_0000_0000)
            let clamped = UInt64(Swift.min(Swift.max(shifted, 0), Double(UInt64(1) << (dateWidth - 1))))
            pickUp = dateBits - 1 - clamped
        }
        let group = grouped ? UInt64(key.group) << (64 - groupBits) : 0
        return group | UInt64(254 - key.order) << dateWidth | pickUp
    }

    /// How many parcels each group (by its index in `PackGroup.allCases`) has.
    private static func groupCounts(_ keys: [SortKey]) -> [Int] {
        var counts = PackGroup.allCases.map { _ in 0 }
        for key in keys { counts[key.group] += 1 }
        return counts
    }

    /// Whether `lhs` comes before `rhs` in the list.
    static func areInIncreasingOrder(_ lhs: Pack, _ rhs: Pack) -> Bool {
        let keys = sortKeys([lhs, rhs])
        return precedes(keys[0], keys[1])
    }

    /// A parcel's place in the order, as plain values.
    private struct SortKey {
        /// The group's index in `PackGroup.allCases` (not part of the order within a group).
        let group: Int
        let order: Int
        let pickUp: Date?
        let expiry: Date?
        let stored: Date?
        /// The id: numeric ids by (digits, high, low); other ids (rare) by their ``rank``.
        var id: (isNumber: Bool, length: Int, high: UInt64, low: UInt64, rank: Int)
        /// The position in the input, the last tie-break, so equal parcels keep the server's order.
        let position: Int
    }

    /// Every parcel's key, computed on both cores for long lists. Ids that are not numbers of at
    /// most 38 digits get ranks among themselves from ``PackIDOrder`` (sorted once), so their keys
    /// stay plain values too.
    private static func sortKeys(_ packs: [Pack]) -> [SortKey] {
        let groups = PackGroup.allCases
        // Each field read where the parcel lies: a copy of the parcel would retain its strings.
        var keys = ParallelMap.array(count: packs.count) { position in
            let compact = PackIDSortKey(packs[position].id).compact
            let rule = PackStatusRules.rule(for: packs[position].status)
            return SortKey(
                group: groups.firstIndex(of: rule.group) ?? 0, order: rule.order,
                pickUp: packs[position].pickUpDate, expiry: packs[position].expiryDate,
                stored: packs[position].storedDate,
                id: (compact != nil, compact?.length ?? 0, compact?.high ?? 0, compact?.low ?? 0, 0),
                position: position)
        }
        // The rare ids that are not compact numbers, found by their keys (compact ones are numbers).
        var others = keys.indices.compactMap { position in
            keys[position].id.isNumber ? nil : (order: PackIDOrder(packs[position].id), index: position)
        }
        guard !others.isEmpty else { return keys }
        // A long number sorts after every compact one (it has more digits), a non-number before
        // every number; among themselves they keep PackIDOrder's order, equal ids one rank.
        others.sort { $0.order < $1.order }
        var rank = 0
        for (offset, other) in others.enumerated() {
            if offset > 0, others[offset - 1].order < other.order { rank += 1 }
            let isNumber = other.order.isNumber
            keys[other.index].id = (isNumber, isNumber ? Int.max : 0, 0, 0, rank)
        }
        return keys
    }

    private static func precedes(_ lhs: SortKey, _ rhs: SortKey) -> Bool {
        if lhs.order != rhs.order { return lhs.order > rhs.order }
        var result = compareDates(lhs.pickUp, rhs.pickUp, descending: true)
        if result != .orderedSame { return result == .orderedAscending }
        result = compareDates(lhs.expiry, rhs.expiry, descending: false)
        if result != .orderedSame { return result == .orderedAscending }
        result = compareDates(lhs.stored, rhs.stored, descending: false)
        if result != .orderedSame { return result == .orderedAscending }
        // Ids descending: the larger id first.
        if lhs.id.isNumber != rhs.id.isNumber { return lhs.id.isNumber }
        let left = (lhs.id.length, lhs.id.high, lhs.id.low, lhs.id.rank)
        let right = (rhs.id.length, rhs.id.high, rhs.id.low, rhs.id.rank)
        if left != right { return left > right }
        return lhs.position < rhs.position
    }

    private static func compare<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : (rhs < lhs ? .orderedDescending : .orderedSame)
    }

    /// Present dates in the given direction, then missing ones.
    private static func compareDates(_ lhs: Date?, _ rhs: Date?, descending: Bool) -> ComparisonResult {
        switch (lhs, rhs) {
        case (nil, nil): .orderedSame
        case (nil, _): .orderedDescending
        case (_, nil): .orderedAscending
        case (let lhs?, let rhs?): descending ? compare(rhs, lhs) : compare(lhs, rhs)
        }
    }
}
