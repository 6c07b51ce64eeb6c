import Foundation
import PacksInterface
import PacksTesting
import Testing

@testable import Packs

/// Ids as numbers order exactly as ``PackIDOrder`` orders them, and the list sorts by them.
@Suite struct PackIDSortKeyTests {
    @Test func idNumbersOrderLikePackIDOrder() {
        var ids = [
            "", "0", "00", "7", "07", "12", "012", "9", "10000000000000000000101", "ABC", "abc", "A1", "1A",
        ]
        ids += ["99999999999999999999999999999999999999", "100000000000000000000000000000000000000"]
        ids += ["0000099999999999999999999", "1000000000000000000", "999999999999999999", "Żółw", "١٢"]
        ids += [
            String(repeating: "0", count: 5) + String(repeating: "9", count: 38),
            "0" + String(repeating: "1", count: 38),
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let length = Int.random(in: 1...40, using: &generator)
            ids.append(String((0..<length).map { _ in "0123456789".randomElement(using: &generator) ?? "0" }))
        }
        for lhs in ids {
            // Numbers of at most 38 significant digits compare by their two halves as by their text.
            for rhs in ids {
                guard let left = PackIDOrder.number(of: lhs), let right = PackIDOrder.number(of: rhs) else {
                    continue
                }
                #expect((left < right) == (PackIDOrder(lhs) < PackIDOrder(rhs)), "\(lhs) < \(rhs)")
            }
            let significant = lhs.drop { $0 == "0" }.count
            #expect(
                (PackIDOrder.number(of: lhs) != nil) == (PackIDOrder(lhs).isNumber && significant <= 38),
                "\(lhs)")
            // A parcel keeping its id as digits is sorted by their halves: the same number.
            if let digits = PackIDDigits(lhs) {
                let number = PackIDOrder.number(of: lhs)
                #expect(number?.high == digits.high && number?.low == digits.low, "\(lhs)")
            }
        }
    }

    /// Parcels are sorted by a one-word prefix (status order, pickup second) before
    /// their whole keys; the order must be exactly the pairwise comparison's, also for dates in
    /// one second, far in the past or future, missing, and for equal parcels (server order).
    @Test func sortingByAPrefixFirstIsThePairwiseOrder() {
        let base = Date(timeIntervalSince1970: 1_700_000_000)
        let dates: [Date?] = [
            nil, base, base.addingTimeInterval(0.25), base.addingTimeInterval(0.75),
            base.addingTimeInterval(1),
            .distantPast, .distantFuture, Date(timeIntervalSince1970: -1e17),
            Date(timeIntervalSince1970: 1e17),
        ]
        var generator = SystemRandomNumberGenerator()
        let statuses = KnownPackStatus.allCases.map(PackStatus.known) + [.unsupported("X")]
        let packs = (0..<1_500).map { index in
            Pack(
                id: ["1", "2", "\(index % 9)", "A"].randomElement(using: &generator) ?? "1",
                status: statuses.randomElement(using: &generator) ?? .unsupported(""), sender: "s\(index)",
                shipmentType: .courier, expiryDate: dates.randomElement(using: &generator) ?? nil,
                pickUpDate: dates.randomElement(using: &generator) ?? nil,
                storedDate: dates.randomElement(using: &generator) ?? nil)
        }
        let expected = packs.indices.sorted { lhs, rhs in
            let before = PackOrdering.areInIncreasingOrder(packs[lhs], packs[rhs])
            let after = PackOrdering.areInIncreasingOrder(packs[rhs], packs[lhs])
            return before != after ? before : lhs < rhs
        }
        #expect(PackOrdering.sorted(packs).map(\.sender) == expected.map { packs[$0].sender })
    }

    /// The listing sorts and groups in one step (no parcel copied); it must be
    /// exactly sorting, then grouping, then leaving out the archived parcels.
    @Test func sortingAndGroupingInOneStepEqualsSortingThenGrouping() {
        // Over ParallelSort.threshold: sorted and merged on both cores, as a long list is.
        let packs = PackFixtures.many(20_000, seed: 23)
        func sections(_ excluded: Set<String> = []) -> [PackSection] {
            zip(PackGroup.allCases, PackOrdering.positionsByGroup(packs, excluding: excluded)).map {
                PackSection(group: $0, packs: $1.map { packs[$0] })
            }
        }
        #expect(sections() == PackSection.grouping(sorted: PackOrdering.sorted(packs)))
        let archived = Set(packs.enumerated().filter { $0.offset % 7 == 0 }.map(\.element.id))
        #expect(!archived.isEmpty)
        #expect(
            sections(archived)
                == PackSection.grouping(
                    sorted: PackOrdering.sorted(packs).filter { !archived.contains($0.id) }))
        #expect(PackOrdering.positionsByGroup([]).map(\.count) == PackGroup.allCases.map { _ in 0 })
    }
}
