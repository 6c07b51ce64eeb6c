import Foundation
import Networking
import PacksInterface
import Testing

@testable import Packs

/// The list's order against a plain reference written from the rules (status order,
/// pickup descending, expiry ascending, stored ascending, a missing date last, the id as a number
/// descending, then the server's order), over lists long enough to be sorted on both cores.
@Suite struct PackOrderingReferenceTests {
    /// The order sorts 16-byte entries and compares equal prefixes from the parcels'
    /// own fields (no key kept per parcel); it must be exactly the reference's order, with many
    /// ties on every key and every kind of id (wide numbers, leading zeros, text, empty).
    @Test(arguments: [1, 2, 3])
    func sortingIsTheReferenceOrder(seed: UInt64) {
        let packs = Self.packs(count: 20_000, seed: seed)
        let expected = packs.indices.sorted { Self.referencePrecedes(packs, $0, $1) }
        #expect(PackOrdering.sorted(packs).map(\.sender) == expected.map { packs[$0].sender })
        let excluded = Set(packs.indices.filter { $0 % 5 == 0 }.map { packs[$0].id })
        let grouped = PackOrdering.positionsByGroup(packs, excluding: excluded)
        let expectedGroups = PackGroup.allCases.map { group in
            expected.filter {
                PackStatusRules.rule(for: packs[$0].status).group == group && !excluded.contains(packs[$0].id)
            }
        }
        #expect(grouped == expectedGroups)
    }

    /// Every status's order number fits the sort prefix's byte (-1...254), so equal prefixes mean
    /// the same order number.
    @Test func everyStatusOrderFitsThePrefix() {
        let orders = KnownPackStatus.allCases.map { PackStatusRules.rule(for: $0).order }
        #expect(orders.allSatisfy { (-1...254).contains($0) })
        #expect((-1...254).contains(PackStatusRules.unsupported.order))
    }

    /// `count` parcels from a few values per field, so that every key ties often.
    private static func packs(count: Int, seed: UInt64) -> [Pack] {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let base = Date(timeIntervalSince1970: 1_700_000_000)
        let dates: [Date?] = [
            nil, nil, base, base.addingTimeInterval(0.5), base.addingTimeInterval(1),
            base.addingTimeInterval(-86_400),
            .distantPast, .distantFuture,
        ]
        let ids = [
            "", "0", "000", "7", "007", "ABC", "abc", "1A", "Żółw", "10000000000000000000101",
            "99999999999999999999999999999999999999", "100000000000000000000000000000000000000",
            String(repeating: "0", count: 5) + String(repeating: "9", count: 38),
            "0000099999999999999999999", "18446744073709551616",
        ]
        let statuses =
            KnownPackStatus.allCases.map(PackStatus.known) + [.unsupported("LOST"), .unsupported("")]
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        return (0..<count).map { index in
            let id = generator.next() % 3 == 0 ? pick(ids) : String(generator.next() % 1_000)
            return Pack(
                id: id, status: pick(statuses), sender: "s\(index)", shipmentType: .courier,
                expiryDate: pick(dates), pickUpDate: pick(dates), storedDate: pick(dates))
        }
    }

    /// The rules, compared one key after another with the public properties.
    private static func referencePrecedes(_ packs: [Pack], _ lhs: Int, _ rhs: Int) -> Bool {
        let (left, right) = (packs[lhs], packs[rhs])
        let (leftOrder, rightOrder) = (
            PackStatusRules.rule(for: left.status).order, PackStatusRules.rule(for: right.status).order
        )
        if leftOrder != rightOrder { return leftOrder > rightOrder }
        let dates: [(Date?, Date?, Bool)] = [
            (left.pickUpDate, right.pickUpDate, true), (left.expiryDate, right.expiryDate, false),
            (left.storedDate, right.storedDate, false),
        ]
        for (leftDate, rightDate, descending) in dates where leftDate != rightDate {
            guard let leftDate else { return false }
            guard let rightDate else { return true }
            return descending ? leftDate > rightDate : leftDate < rightDate
        }
        let (leftID, rightID) = (PackIDOrder(left.id), PackIDOrder(right.id))
        if leftID != rightID { return rightID < leftID }
        return lhs < rhs
    }
}
