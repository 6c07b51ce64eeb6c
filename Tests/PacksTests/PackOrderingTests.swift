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
        let catalog = PackCatalog(F.fetched(F.sample))
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
