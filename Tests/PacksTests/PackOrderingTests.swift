import Foundation
import PacksInterface
import PacksTesting
import Testing

@testable import Packs

/// Grouping and sorting, exactly as the issue states them: every table entry, every tie-break,
/// every missing-date case, ids wider than Int64 and unknown statuses.
@Suite struct PackOrderingTests {
    private typealias F = PackFixtures
    private let early = F.date(2025, 3, 1)
    private let late = F.date(2025, 3, 9)

    private func ids(_ packs: [Pack]) -> [String] { PackOrdering.sorted(packs).map(\.id) }

    // MARK: The status table

    @Test func statusOrderNumbersAreTheIssuesTable() {
        let expected: [KnownPackStatus: Int] = [
            .created: 10, .notReady: 20, .confirmed: 30, .adoptedAtSourceBranch: 40,
            .sentFromSourceBranch: 50,
            .adoptedAtSortingCenter: 60, .sentFromSortingCenter: 70, .other: 80, .delivered: 90,
            .returnedToSender: 100, .avizo: 110, .outForDelivery: 120, .readyToPickup: 130,
            .pickupTimeExpired: 140,
        ]
        #expect(Set(expected.keys) == Set(KnownPackStatus.allCases), "every known status has a number")
        for status in KnownPackStatus.allCases {
            #expect(PackStatusRules.rule(for: status).order == expected[status], "\(status)")
        }
        #expect(PackStatusRules.rule(for: .unsupported("BROKEN_STATUS")).order == -1)
        let orders = KnownPackStatus.allCases.map { PackStatusRules.rule(for: $0).order }
        #expect(Set(orders).count == orders.count, "no two statuses share a number")
        #expect(orders.allSatisfy { $0 % 10 == 0 }, "numbers are 10 apart")
    }

    @Test func onlyDeliveredAndReturnedAreCompleted() {
        for status in KnownPackStatus.allCases {
            let expected: PackGroup =
                [.delivered, .returnedToSender].contains(status) ? .completed : .inTransit
            #expect(PackStatusRules.rule(for: status).group == expected, "\(status)")
        }
        #expect(PackStatusRules.rule(for: .known(.pickupTimeExpired)).group == .inTransit, "needs attention")
        #expect(PackStatusRules.rule(for: .unsupported("X")).group == .inTransit)
    }

    @Test func wireValuesRoundTripAndUnknownOnesAreKept() {
        for status in KnownPackStatus.allCases {
            #expect(PackStatus(wireValue: status.rawValue) == .known(status))
        }
        #expect(PackStatus(wireValue: "BROKEN_STATUS") == .unsupported("BROKEN_STATUS"))
        #expect(PackStatus(wireValue: "ready_to_pickup") == .unsupported("ready_to_pickup"), "case matters")
        #expect(PackStatus(wireValue: "BROKEN_STATUS").wireValue == "BROKEN_STATUS")
        #expect(ShipmentType(wireValue: "PARCEL_LOCKER") == .parcelLocker)
        #expect(ShipmentType(wireValue: "COURIER") == .courier)
        #expect(ShipmentType(wireValue: "DRONE") == .unsupported("DRONE"))
    }

    // MARK: Tie-breaks, one key at a time

    @Test func statusNumberDescendingComesFirst() {
        let packs =
            KnownPackStatus.allCases.enumerated().map { index, status in
                F.pack(F.id(index), status: .known(status), pickUpDate: late, storedDate: early)
            } + [F.pack("1", status: .unsupported("NEW"), pickUpDate: late)]
        let sorted = PackOrdering.sorted(packs).map { PackStatusRules.rule(for: $0.status).order }
        #expect(sorted == [140, 130, 120, 110, 100, 90, 80, 70, 60, 50, 40, 30, 20, 10, -1])
    }

    @Test func thenPickUpDateDescending() {
        let packs = [
            F.pack("1", pickUpDate: early), F.pack("2", pickUpDate: late),
            F.pack("3", pickUpDate: F.date(2025, 3, 5)),
        ]
        #expect(ids(packs) == ["2", "3", "1"])
    }

    @Test func thenExpiryDateAscending() {
        let packs = [
            F.pack("1", expiryDate: late), F.pack("2", expiryDate: early),
            F.pack("3", expiryDate: F.date(2025, 3, 5)),
        ]
        #expect(ids(packs) == ["2", "3", "1"])
    }

    @Test func thenStoredDateAscending() {
        let packs = [
            F.pack("1", storedDate: late), F.pack("2", storedDate: early),
            F.pack("3", storedDate: F.date(2025, 3, 5)),
        ]
        #expect(ids(packs) == ["2", "3", "1"])
    }

    @Test func thenIdDescending() {
        #expect(ids([F.pack("5"), F.pack("12"), F.pack("7")]) == ["12", "7", "5"], "as numbers, not text")
    }

    @Test func earlierKeysWinOverLaterOnes() {
        // Status beats pickup date; pickup beats expiry; expiry beats stored; stored beats id.
        #expect(
            ids([
                F.pack("1", status: .known(.created), pickUpDate: late),
                F.pack("2", status: .known(.notReady), pickUpDate: early),
            ]) == ["2", "1"])
        #expect(
            ids([
                F.pack("1", expiryDate: early, pickUpDate: early),
                F.pack("2", expiryDate: late, pickUpDate: late),
            ])
                == ["2", "1"])
        #expect(
            ids([
                F.pack("1", expiryDate: late, storedDate: early),
                F.pack("2", expiryDate: early, storedDate: late),
            ])
                == ["2", "1"])
        #expect(ids([F.pack("9", storedDate: late), F.pack("1", storedDate: early)]) == ["1", "9"])
    }

    // MARK: Missing dates

    @Test(arguments: [PackDateField.pickUp, .expiry, .stored])
    func missingDateSortsAfterEveryPresentDate(field: PackDateField) {
        let packs = [
            field.pack("1", nil), field.pack("2", early), field.pack("3", nil), field.pack("4", late),
        ]
        let sorted = ids(packs)
        #expect(Set(sorted.prefix(2)) == ["2", "4"], "present dates first: \(sorted)")
        #expect(sorted.suffix(2) == ["3", "1"], "missing ones last, then by id descending")
    }

    @Test func missingPickUpDateDoesNotHideLaterKeys() {
        let packs = [
            F.pack("1", expiryDate: late), F.pack("2", expiryDate: early), F.pack("3", pickUpDate: early),
        ]
        #expect(ids(packs) == ["3", "2", "1"])
    }

    // MARK: Ids

    @Test func idsWiderThanInt64CompareAsNumbers() {
        let wide = [
            "16730345345597442248333", "96730345345597442248333", "26730345345597442248333",
            "9223372036854775808", "000000000000000000000099",
        ]
        #expect(Int64("16730345345597442248333") == nil, "the sample's ids do not fit in Int64")
        #expect(
            ids(wide.map { F.pack($0) }) == [
                "96730345345597442248333", "26730345345597442248333", "16730345345597442248333",
                "9223372036854775808", "000000000000000000000099",
            ])
    }

    @Test func leadingZerosDoNotChangeTheValue() {
        #expect(PackIDOrder("0012") > PackIDOrder("9"))
        #expect(!(PackIDOrder("012") < PackIDOrder("12")) && !(PackIDOrder("12") < PackIDOrder("012")))
    }

    @Test func nonNumericIdsSortBelowNumericOnes() {
        #expect(ids([F.pack("ABC"), F.pack("1"), F.pack("ABD")]) == ["1", "ABD", "ABC"])
    }

    @Test func identicalPacksKeepServerOrder() {
        let first = F.pack("7", sender: "first")
        let second = F.pack("7", sender: "second")
        #expect(PackOrdering.sorted([first, second]).map(\.sender) == ["first", "second"])
        #expect(PackOrdering.sorted([second, first]).map(\.sender) == ["second", "first"])
    }

    // MARK: Grouping

    @Test func groupingSplitsInTransitAndCompletedKeepingOrder() throws {
        let sorted = PackOrdering.sorted(F.sample)
        let sections = PackSection.grouping(sorted: sorted)
        #expect(sections.map(\.group) == [.inTransit, .completed])
        try #require(sections.count > 1)
        #expect(
            sections[0].packs.map(\.sender) == [
                "Empik", "Księgarnia Żółw", "Media Expert", "Allegro", "Nowy Sklep",
            ])
        #expect(sections[1].packs.map(\.sender) == ["Ceneo", "Rossmann"])
    }

    @Test func emptyGroupsAreStillReported() {
        let sections = PackSection.grouping(sorted: [F.pack(status: .known(.delivered))])
        #expect(sections.map(\.packs.count) == [0, 1])
    }

    @Test func catalogSortsOnceAndSplitsByArchive() {
        let catalog = PackCatalog(PacksSnapshot(packs: F.sample, syncedAt: F.now))
        #expect(catalog.sorted == PackOrdering.sorted(F.sample))
        #expect(catalog.pack(id: "20000000000000000000003")?.sender == "Empik")
        #expect(catalog.pack(id: "nope") == nil)
        let archived: Set = ["20000000000000000000003", "20000000000000000000006"]
        let visible = catalog.sections(archivedIDs: archived, archived: false).flatMap(\.packs).map(\.id)
        let hidden = catalog.sections(archivedIDs: archived, archived: true).flatMap(\.packs).map(\.id)
        #expect(Set(visible).isDisjoint(with: archived))
        #expect(Set(hidden) == archived)
        #expect(visible.count + hidden.count == F.sample.count)
        // Nothing archived: the archive still has its (empty) groups, as the list has them.
        #expect(catalog.sections(archivedIDs: [], archived: true).map(\.packs.count) == [0, 0])
        #expect(catalog.pack(id: "020000000000000000000003") == nil, "a leading zero is another id")
    }

    @Test func tenThousandPacksSortConsistently() {
        let packs = F.many(10_000)
        let sorted = PackOrdering.sorted(packs)
        #expect(sorted.count == 10_000)
        for (lhs, rhs) in zip(sorted, sorted.dropFirst()) where PackOrdering.areInIncreasingOrder(rhs, lhs) {
            Issue.record("\(rhs.id) should come before \(lhs.id)")
            break
        }
    }
}

/// One of the three sortable dates, for parameterized tests.
enum PackDateField: CaseIterable, Sendable, CustomTestStringConvertible {
    case pickUp, expiry, stored

    var testDescription: String { "\(self)" }

    func pack(_ id: String, _ date: Date?) -> Pack {
        switch self {
        case .pickUp: PackFixtures.pack(id, pickUpDate: date)
        case .expiry: PackFixtures.pack(id, expiryDate: date)
        case .stored: PackFixtures.pack(id, storedDate: date)
        }
    }
}

/// The sort key parcels are sorted by orders ids exactly as ``PackIDOrder`` does.
@Suite struct PackIDSortKeyTests {
    @Test func ordersIdsLikePackIDOrder() {
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
            for rhs in ids {
                #expect(
                    (PackIDSortKey(lhs) < PackIDSortKey(rhs)) == (PackIDOrder(lhs) < PackIDOrder(rhs)),
                    "\(lhs) < \(rhs)")
            }
            // A parcel keeping its id as digits is sorted by their number: the key's own.
            if let digits = PackIDDigits(lhs) {
                let number = digits.number
                let key = PackIDSortKey(lhs).compact
                #expect(
                    key?.length == number.length && key?.high == number.high && key?.low == number.low,
                    "\(lhs)")
            }
        }
    }

    /// Issue 23: parcels are sorted by a one-word prefix (status order, pickup second) before
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

    /// Issue 23: the listing sorts and groups in one step (no parcel copied); it must be
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
