import Foundation
import PacksInterface

/// The order of parcels within a group, as data: the keys in priority order, each with its
/// direction. A missing date sorts after every present date, whatever the direction.
enum PackOrdering {
    /// One sort key.
    enum Key: Hashable, Sendable, CaseIterable {
        /// The status order number (``PackStatusRules``), descending.
        case statusDescending
        /// The pickup date, most recent first.
        case pickUpDateDescending
        /// The expiry date, soonest first.
        case expiryDateAscending
        /// The stored date, earliest first.
        case storedDateAscending
        /// The id as a number, largest first.
        case idDescending
    }

    /// The keys, most significant first.
    static let keys: [Key] = [
        .statusDescending, .pickUpDateDescending, .expiryDateAscending, .storedDateAscending, .idDescending,
    ]

    /// `packs` in list order. Keys are computed once per pack, and positions are sorted rather than
    /// the keys themselves (moving a key means retaining its id bytes), so 100,000 packs sort quickly.
    static func sorted(_ packs: [Pack]) -> [Pack] {
        let keys = packs.enumerated().map { SortKey(pack: $1, position: $0) }
        let order = keys.withUnsafeBufferPointer { keys in
            Array(keys.indices).sorted { precedes(keys[$0], keys[$1]) }
        }
        return order.map { packs[$0] }
    }

    /// Whether `lhs` comes before `rhs` in the list.
    static func areInIncreasingOrder(_ lhs: Pack, _ rhs: Pack) -> Bool {
        precedes(SortKey(pack: lhs, position: 0), SortKey(pack: rhs, position: 0))
    }

    private struct SortKey {
        let order: Int
        let pickUp: Date?
        let expiry: Date?
        let stored: Date?
        let id: PackIDSortKey
        /// The position in the input, the last tie-break, so equal parcels keep the server's order.
        let position: Int

        init(pack: Pack, position: Int) {
            order = PackStatusRules.rule(for: pack.status).order
            pickUp = pack.pickUpDate
            expiry = pack.expiryDate
            stored = pack.storedDate
            id = PackIDSortKey(pack.id)
            self.position = position
        }
    }

    private static func precedes(_ lhs: SortKey, _ rhs: SortKey) -> Bool {
        for key in keys {
            let result: ComparisonResult =
                switch key {
                case .statusDescending: compare(rhs.order, lhs.order)
                case .pickUpDateDescending: compareDates(lhs.pickUp, rhs.pickUp, descending: true)
                case .expiryDateAscending: compareDates(lhs.expiry, rhs.expiry, descending: false)
                case .storedDateAscending: compareDates(lhs.stored, rhs.stored, descending: false)
                case .idDescending: compare(rhs.id, lhs.id)
                }
            if result != .orderedSame { return result == .orderedAscending }
        }
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
