import Foundation
import PacksInterface
import Parallel

/// The order of parcels within a group, keys most significant first: the status order number
/// (``PackStatusRules``) descending, the pickup date most recent first, the expiry date soonest
/// first, the stored date earliest first, the id as a number largest first, then the server's
/// order. A missing date sorts after every present date, whatever the direction.
enum PackOrdering {
    /// `packs` in list order.
    static func sorted(_ packs: [Pack]) -> [Pack] {
        sortedEntries(packs, grouped: false).map { packs[$0.position] }
    }

    /// For each group (in ``PackGroup`` order), the positions in `packs` of its parcels in list
    /// order, leaving out the parcels whose id is in `excluded`: the sorted groups as indices, so a
    /// listing reads each parcel where it lies (copying 100,000 parcels
    /// into their groups retained every string and was a twentieth of listing them).
    static func positionsByGroup(_ packs: [Pack], excluding excluded: Set<String> = []) -> [[Int]] {
        // Sorted group by group (the group is the prefix's top bits), so each group is the next
        // run of entries.
        let sorted = sortedEntries(packs, grouped: true)
        let excludedKeys = Set(excluded.map(PackIDKey.init))
        var counts = PackGroup.allCases.map { _ in 0 }
        for entry in sorted { counts[group(of: entry.prefix)] += 1 }
        var groups = counts.map { count in
            var positions: [Int] = []
            positions.reserveCapacity(count)
            return positions
        }
        packs.withUnsafeBufferPointer { packs in
            for entry in sorted
            where excludedKeys.isEmpty || !excludedKeys.contains(packs[entry.position].idKey) {
                groups[group(of: entry.prefix)].append(entry.position)
            }
        }
        return groups
    }

    /// Whether `lhs` comes before `rhs` in the list (the first of two equal parcels does).
    static func areInIncreasingOrder(_ lhs: Pack, _ rhs: Pack) -> Bool {
        sortedEntries([lhs, rhs], grouped: false).first?.position == 0
    }

    /// A position in the list beside a one-word prefix of its place (``prefix(of:grouped:groups:)``).
    private typealias Entry = (prefix: UInt64, position: Int)

    /// Every position of `packs` with its prefix, in list order (`grouped`: group by group in
    /// ``PackGroup`` order, list order within each).
    ///
    /// Only the 16-byte entries are sorted: most comparisons read two adjacent words, and equal
    /// prefixes compare the parcels' own fields where they lie (``precedes(_:_:in:rareIDs:)``).
    /// No key is kept per parcel: a million parcels' keys took 64 MB beside the server's body
    /// while its offline copy was being stored.
    private static func sortedEntries(_ packs: [Pack], grouped: Bool) -> [Entry] {
        packs.withUnsafeBufferPointer { buffer in
            // Both cores only read the parcels while they are lent.
            let shared = UncheckedSendable(buffer)
            let groups = PackGroup.allCases
            let entries = ParallelMap.array(count: buffer.count) { position in
                (
                    prefix: prefix(of: shared.value[position], grouped: grouped, groups: groups),
                    position: position
                )
            }
            let rareIDs = rareIDPlaces(buffer)
            return ParallelSort.sorted(consume entries) { lhs, rhs in
                if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
                return precedes(lhs.position, rhs.position, in: shared.value, rareIDs: rareIDs)
            }
        }
    }

    /// Bits of the prefix that hold the group's index.
    private static let groupBits = UInt64.bitWidth - UInt64(PackGroup.allCases.count - 1).leadingZeroBitCount

    /// The group's index in `PackGroup.allCases` held by a grouped prefix.
    private static func group(of prefix: UInt64) -> Int {
        Int(prefix >> UInt64(UInt64.bitWidth - groupBits))
    }

    /// A word that orders parcels as ``precedes(_:_:in:rareIDs:)`` does wherever two words differ:
    /// the group's index in the top bits when `grouped` (zero otherwise), then the status order
    /// (-1...254, clamped) descending in a byte, then the pickup date's whole second descending (a
    /// missing date last) in the bits left, clamped. Equal words have the same status order (so
    /// the same group) and the same pickup second; the rest is compared whole.
    private static func prefix(of pack: Pack, grouped: Bool, groups: [PackGroup]) -> UInt64 {
        let rule = pack.knownStatusValue.map(PackStatusRules.rule(for:)) ?? PackStatusRules.unsupported
        let dateWidth = 56 - groupBits
        let dateBits: UInt64 = (1 << dateWidth) - 1
        var pickUp = dateBits
        if let seconds = pack.dateSeconds.pickUp.map({ $0 + Date.timeIntervalBetween1970AndReferenceDate }) {
            // Seconds from 2^40 s before 1970, within 0...2^(width - 1) (exact as a Double).
            let shifted = seconds.isNaN ? 0 : (seconds.rounded(.down) + 0x100_0000_0000)
            let clamped = UInt64(Swift.min(Swift.max(shifted, 0), Double(UInt64(1) << (dateWidth - 1))))
            pickUp = dateBits - 1 - clamped
        }
        let group = grouped ? UInt64(groups.firstIndex(of: rule.group) ?? 0) << (64 - groupBits) : 0
        let order = UInt64(254 - Swift.min(Swift.max(rule.order, -1), 254))
        return group | order << dateWidth | pickUp
    }

    /// Where an id stands among ids: (kind, high, low) compared as a tuple, larger first in the
    /// list. Kind 0: not a number (ranked among those in `low`); 1: a number of at most 38
    /// significant digits (its two halves); 2: a longer number (ranked among those in `low`).
    private typealias IDPlace = (kind: UInt8, high: UInt64, low: UInt64)

    /// The places of the rare ids that a parcel does not hold as digits (not 1 to 38 digits), by
    /// position: the numbers among them by value, the others ranked by ``PackIDOrder`` (sorted
    /// once, so a comparison never makes an id's text).
    private static func rareIDPlaces(_ packs: UnsafeBufferPointer<Pack>) -> [Int: IDPlace] {
        var places: [Int: IDPlace] = [:]
        var others: [(order: PackIDOrder, position: Int)] = []
        for position in packs.indices where packs[position].idNumber == nil {
            let id = packs[position].id
            if let number = PackIDOrder.number(of: id) {
                places[position] = (1, number.high, number.low)
            } else {
                others.append((PackIDOrder(id), position))
            }
        }
        others.sort { $0.order < $1.order }
        var rank: UInt64 = 0
        for (offset, other) in others.enumerated() {
            if offset > 0, others[offset - 1].order < other.order { rank += 1 }
            places[other.position] = (other.order.isNumber ? 2 : 0, 0, rank)
        }
        return places
    }

    /// Whether the parcel at `lhs` comes before the one at `rhs`, given that their prefixes are
    /// equal (the same status order and pickup second).
    private static func precedes(
        _ lhs: Int, _ rhs: Int, in packs: UnsafeBufferPointer<Pack>, rareIDs: [Int: IDPlace]
    ) -> Bool {
        let (left, right) = (packs[lhs].dateSeconds, packs[rhs].dateSeconds)
        var result = compareDates(left.pickUp, right.pickUp, descending: true)
        if result != .orderedSame { return result == .orderedAscending }
        result = compareDates(left.expiry, right.expiry, descending: false)
        if result != .orderedSame { return result == .orderedAscending }
        result = compareDates(left.stored, right.stored, descending: false)
        if result != .orderedSame { return result == .orderedAscending }
        // Ids descending: the larger id first.
        let leftID = packs[lhs].idNumber.map { (1, $0.high, $0.low) } ?? rareIDs[lhs] ?? (0, 0, 0)
        let rightID = packs[rhs].idNumber.map { (1, $0.high, $0.low) } ?? rareIDs[rhs] ?? (0, 0, 0)
        if leftID != rightID { return leftID > rightID }
        return lhs < rhs
    }

    /// Present dates in the given direction, then missing ones.
    private static func compareDates(_ lhs: Double?, _ rhs: Double?, descending: Bool) -> ComparisonResult {
        switch (lhs, rhs) {
        case (nil, nil): .orderedSame
        case (nil, _?): .orderedDescending
        case (_?, nil): .orderedAscending
        case (let lhs?, let rhs?):
            lhs < rhs
                ? (descending ? .orderedDescending : .orderedAscending)
                : (rhs < lhs ? (descending ? .orderedAscending : .orderedDescending) : .orderedSame)
        }
    }
}
