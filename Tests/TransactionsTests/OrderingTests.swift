import Foundation
import Parallel
import Testing
import TransactionsInterface
import TransactionsTesting

@testable import Transactions

/// Newest first; equal booking dates by partner name, then reference, then backend order.
@Suite struct OrderingTests {
    private typealias F = TransactionFixtures

    @Test func newestFirst() {
        let sorted = TransactionOrdering.sorted(F.sample)
        #expect(sorted.map(\.reference).first == "012345000000004")
        #expect(sorted.map(\.reference).last == "000333000000007")
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.bookingDate >= $1.bookingDate })
    }

    @Test func equalDatesAreOrderedByPartnerThenReferenceWhateverTheInputOrder() {
        let date = "2023-03-18T17:45:00+0100"
        let bookings = [
            F.transaction(reference: "2", partner: "kaufland", bookingDate: date),
            F.transaction(reference: "9", partner: "Galeria", bookingDate: date),
            F.transaction(reference: "1", partner: "Kaufland", bookingDate: date),
            F.transaction(reference: "3", partner: "Kaufland", bookingDate: date),
            F.transaction(reference: "5", partner: "Aral", bookingDate: "2023-03-18T17:45:01+0100"),
        ]
        let expected = ["5", "9", "1", "3", "2"]
        // Every rotation of the input gives the same order: the tie-break does not depend on it.
        for shift in bookings.indices {
            let input = Array(bookings[shift...] + bookings[..<shift])
            #expect(TransactionOrdering.sorted(input).map(\.reference) == expected, "rotation \(shift)")
        }
    }

    @Test func identicalBookingsKeepTheBackendOrder() {
        var first = F.transaction(reference: "7", partner: "Aral")
        var second = first
        first.category = 1
        second.category = 2
        #expect(TransactionOrdering.sorted([first, second]).map(\.category) == [1, 2])
        #expect(TransactionOrdering.sorted([second, first]).map(\.category) == [2, 1])
    }

    /// A long list is sorted on both cores: the order must be exactly the rule's, with
    /// many equal dates, names differing only in case, equal references and identical bookings.
    @Test func aListLongerThanOneCoreSortsIsInTheRuleOrder() throws {
        var generator = SystemRandomNumberGenerator()
        let dates = (0..<6).map { "2023-03-1\($0)T17:45:00+0100" }
        let partners = ["Aral", "aral", "REWE", "rewe", "Tchibo", "Żabka"]
        let bookings = (0..<(ParallelSort.threshold + 1_001)).map { index in
            var booking = F.transaction(
                reference: "\(Int.random(in: 0..<40, using: &generator))",
                partner: partners.randomElement(using: &generator) ?? "Aral",
                bookingDate: dates.randomElement(using: &generator) ?? "2023-03-10T17:45:00+0100")
            booking.category = index
            return booking
        }
        let expected = bookings.indices.sorted { lhs, rhs in
            let (left, right) = (bookings[lhs], bookings[rhs])
            if left.bookingDate != right.bookingDate { return left.bookingDate > right.bookingDate }
            let (leftName, rightName) = (left.partnerDisplayName, right.partnerDisplayName)
            if leftName.lowercased() != rightName.lowercased() {
                return leftName.lowercased() < rightName.lowercased()
            }
            if leftName != rightName { return leftName < rightName }
            if left.reference != right.reference { return left.reference < right.reference }
            return lhs < rhs
        }
        let sorted = TransactionOrdering.sorted(bookings)
        try #require(sorted.count == bookings.count)
        #expect(sorted.map(\.category) == expected.map { bookings[$0].category })
    }

    @Test(
        "the real sample's two bookings at 2022-10-24 10:59:05 sort REWE Group before Tchibo",
        .enabled(if: realSampleIsPresent, "skipped: ../shared/fixtures/payback-transactions.json is absent"))
    func realSample() throws {
        let sorted = TransactionOrdering.sorted(try decodeRealSample())
        #expect(sorted.count == 21)
        #expect(sorted.first?.partnerDisplayName == "Aral")  // 2022-12-24
        #expect(sorted.last?.partnerDisplayName == "OTTO Group")  // 2022-01-18
        let tie = sorted.filter { $0.bookingDate == F.date("2022-10-24T10:59:05+0200") }
        #expect(tie.map(\.partnerDisplayName) == ["REWE Group", "Tchibo"])
        #expect(tie.map(\.reference) == ["066586128163195", "623838250608671"])
    }
}
