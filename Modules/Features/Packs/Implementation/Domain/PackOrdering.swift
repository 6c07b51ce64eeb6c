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
        let excludedKeys = Set(excluded.map(PackIDKey.init))
        var start = 0
        return groupCounts(keys).map { count in
            defer { start += count }
            let group = ordered[start..<start + count]
            guard !excluded.isEmpty else { return Array(group) }
            return packs.withUnsafeBufferPointer { packs in
                group.filter { !excludedKeys.contains(packs[$0].idKey) }
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
        let prefixed = keys.allSatisfy { orders.contains(Int($0.order)) }
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
        if key.has(SortKey.pickUpBit) {
            let seconds = key.pickUp + Date.timeIntervalBetween1970AndReferenceDate
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
        for key in keys { counts[Int(key.group)] += 1 }
        return counts
    }

    /// Whether `lhs` comes before `rhs` in the list.
    static func areInIncreasingOrder(_ lhs: Pack, _ rhs: Pack) -> Bool {
        let keys = sortKeys([lhs, rhs])
        return precedes(keys[0], keys[1])
    }

    /// A parcel's place in the order, as plain values in 64 bytes (a million parcels' keys take
    /// 64 MB beside the parcels while they are sorted; optional dates and word-sized small fields
    /// made them 112).
    private struct SortKey {
        static let pickUpBit: UInt8 = 1
        static let expiryBit: UInt8 = 2
        static let storedBit: UInt8 = 4

        /// The group's index in `PackGroup.allCases` (not part of the order within a group).
        let group: UInt8
        /// Which dates the parcel has (``pickUpBit``, ``expiryBit``, ``storedBit``).
        let present: UInt8
        /// The id: numeric ids by (digits, high, low); other ids (rare) by their ``idRank``.
        var idIsNumber: Bool
        /// A compact number's digits (at most 38); 255 for a longer number, 0 for other ids.
        var idLength: UInt8
        /// The status order number (``PackStatusRules``: -1 to 140).
        let order: Int16
        /// The dates in seconds since the reference date (0 where ``present`` has no bit).
        let pickUp: Double
        let expiry: Double
        let stored: Double
        var idHigh: UInt64
        var idLow: UInt64
        var idRank: Int
        /// The position in the input, the last tie-break, so equal parcels keep the server's order.
        let position: Int

        init(
            group: Int, order: Int, pickUp: Date?, expiry: Date?, stored: Date?,
            id: (length: Int, high: UInt64, low: UInt64)?, position: Int
        ) {
            self.group = UInt8(clamping: group)
            self.order = Int16(clamping: order)
            present =
                (pickUp == nil ? 0 : Self.pickUpBit) | (expiry == nil ? 0 : Self.expiryBit)
                | (stored == nil ? 0 : Self.storedBit)
            self.pickUp = pickUp?.timeIntervalSinceReferenceDate ?? 0
            self.expiry = expiry?.timeIntervalSinceReferenceDate ?? 0
            self.stored = stored?.timeIntervalSinceReferenceDate ?? 0
            idIsNumber = id != nil
            idLength = UInt8(clamping: id?.length ?? 0)
            idHigh = id?.high ?? 0
            idLow = id?.low ?? 0
            idRank = 0
            self.position = position
        }

        /// Whether the date of `bit` is present.
        func has(_ bit: UInt8) -> Bool { present & bit != 0 }
    }

    /// Every parcel's key, computed on both cores for long lists. Ids that are not numbers of at
    /// most 38 digits get ranks among themselves from ``PackIDOrder`` (sorted once), so their keys
    /// stay plain values too.
    private static func sortKeys(_ packs: [Pack]) -> [SortKey] {
        let groups = PackGroup.allCases
        // Each field read where the parcel lies: a copy of the parcel would retain its strings.
        var keys = ParallelMap.array(count: packs.count) { position in
            let compact = packs[position].idDigits?.number ?? PackIDSortKey(packs[position].id).compact
            let rule = PackStatusRules.rule(for: packs[position].status)
            return SortKey(
                group: groups.firstIndex(of: rule.group) ?? 0, order: rule.order,
                pickUp: packs[position].pickUpDate, expiry: packs[position].expiryDate,
                stored: packs[position].storedDate, id: compact, position: position)
        }
        // The rare ids that are not compact numbers, found by their keys (compact ones are numbers).
        var others = keys.indices.compactMap { position in
            keys[position].idIsNumber ? nil : (order: PackIDOrder(packs[position].id), index: position)
        }
        guard !others.isEmpty else { return keys }
        // A long number sorts after every compact one (it has more digits), a non-number before
        // every number; among themselves they keep PackIDOrder's order, equal ids one rank.
        others.sort { $0.order < $1.order }
        var rank = 0
        for (offset, other) in others.enumerated() {
            if offset > 0, others[offset - 1].order < other.order { rank += 1 }
            let isNumber = other.order.isNumber
            (keys[other.index].idIsNumber, keys[other.index].idLength) = (isNumber, isNumber ? .max : 0)
            (keys[other.index].idHigh, keys[other.index].idLow, keys[other.index].idRank) = (0, 0, rank)
        }
        return keys
    }

    private static func precedes(_ lhs: SortKey, _ rhs: SortKey) -> Bool {
        if lhs.order != rhs.order { return lhs.order > rhs.order }
        var result = compareDates(
            lhs.pickUp, lhs.has(SortKey.pickUpBit), rhs.pickUp, rhs.has(SortKey.pickUpBit), descending: true)
        if result != .orderedSame { return result == .orderedAscending }
        result = compareDates(
            lhs.expiry, lhs.has(SortKey.expiryBit), rhs.expiry, rhs.has(SortKey.expiryBit), descending: false)
        if result != .orderedSame { return result == .orderedAscending }
        result = compareDates(
            lhs.stored, lhs.has(SortKey.storedBit), rhs.stored, rhs.has(SortKey.storedBit), descending: false)
        if result != .orderedSame { return result == .orderedAscending }
        // Ids descending: the larger id first.
        if lhs.idIsNumber != rhs.idIsNumber { return lhs.idIsNumber }
        let left = (lhs.idLength, lhs.idHigh, lhs.idLow, lhs.idRank)
        let right = (rhs.idLength, rhs.idHigh, rhs.idLow, rhs.idRank)
        if left != right { return left > right }
        return lhs.position < rhs.position
    }

    private static func compare<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : (rhs < lhs ? .orderedDescending : .orderedSame)
    }

    /// Present dates in the given direction, then missing ones.
    private static func compareDates(
        _ lhs: Double, _ lhsIsPresent: Bool, _ rhs: Double, _ rhsIsPresent: Bool, descending: Bool
    ) -> ComparisonResult {
        switch (lhsIsPresent, rhsIsPresent) {
        case (false, false): .orderedSame
        case (false, true): .orderedDescending
        case (true, false): .orderedAscending
        case (true, true): descending ? compare(rhs, lhs) : compare(lhs, rhs)
        }
    }
}
