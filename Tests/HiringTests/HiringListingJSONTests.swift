import Foundation
import HiringInterface
import HiringTesting
import Networking
import Output
import Testing

@testable import Hiring

/// `hiring list --format json` writes its listing natively (``JSONStreamWriter``): the bytes
/// must stay exactly what `JSONEncoder` gives for the same document (``Reference``), for every
/// shape of listing.
@Suite struct HiringListingJSONTests {
    private func expectSameBytes(
        _ items: [HiringItem], order: HiringSortOrder = .natural, listId: Int? = nil, skipped: Int = 0,
        source: ContentSource = .server, _ comment: Comment
    ) throws {
        var groups = HiringGrouping.groups(items, order: order)
        if let listId { groups = groups.filter { $0.listId == listId } }
        let listing = HiringListing(
            groups: groups, order: order, listId: listId,
            snapshot: HiringFixtures.snapshot(items, skipped: skipped, source: source))
        #expect(
            OutputFormat.json(writing: listing) == (try OutputFormat.json(Reference.envelope(of: listing))),
            comment)
    }

    @Test(arguments: [HiringSortOrder.natural, .text])
    func everyListingShapeIsByteForByteTheEncodedListing(order: HiringSortOrder) throws {
        try expectSameBytes(HiringFixtures.items, order: order, "the fixture, \(order)")
        try expectSameBytes(HiringFixtures.items, order: order, listId: 3, skipped: 2, "one list, skipped")
        try expectSameBytes([], order: order, source: .cache, "nothing, from the saved copy")
        try expectSameBytes(
            [HiringItem(id: 1, listId: 1, name: nil)], order: order, "a list whose items were all dropped")
        try expectSameBytes(HiringFixtures.many(2_000, lists: 7), order: order, "2,000 items")
    }

    @Test func namesThatNeedEscapingAreTheSame() throws {
        let odd = [
            HiringItem(id: -3, listId: 0, name: "Quote \" back\\slash \u{1B}[2J tab\t żółw 🐢 \u{202E}"),
            HiringItem(id: Int.max, listId: Int.min, name: "=cmd()"),
        ]
        try expectSameBytes(odd, "escaping and extreme numbers")
    }

    /// The documented document, encoded by `JSONEncoder` (sorted keys) from the listing's values.
    private struct Reference: Encodable {
        struct Group: Encodable {
            let listId: Int
            let count: Int
            let dropped: Int
            let items: [Item]
        }

        struct Item: Encodable {
            let id: Int
            let listId: Int
            let name: String
        }

        let groups: [Group]
        let order: String
        @NullWhenUnset var listId: Int?

        static func envelope(of listing: HiringListing) -> ListingEnvelope<Reference> {
            let groups = listing.groups.map { group in
                Group(
                    listId: group.listId, count: group.entries.count, dropped: group.dropped,
                    items: group.entries.map { Item(id: $0.id, listId: $0.listId, name: $0.name) })
            }
            let snapshot = listing.snapshot
            return ListingEnvelope(
                Reference(groups: groups, order: listing.order, listId: listing.listId),
                source: snapshot.source == .server ? .server : .cache, syncedAt: snapshot.syncedAt,
                skipped: snapshot.skipped)
        }
    }
}
