import Foundation
import Localization
import Networking
import Output
import PacksInterface
import PacksTesting
import Testing

@testable import Packs

/// `packs list --format json` writes its listing natively (``JSONStreamWriter``, no `Encodable`
/// boxing): the bytes must stay exactly what `JSONEncoder` gives for the same document
/// (``Reference``), for every shape of listing — both groups and empty ones, archived parcels,
/// missing dates, unknown statuses, senders that need escaping, a listing from the saved copy,
/// every language.
@Suite struct PacksListingJSONTests {
    private func listing(
        _ packs: [Pack], archived: Set<String> = [], failure: NetworkError? = nil,
        skipped: Int = 0, language: Language = .en, includeArchived: Bool = true
    ) -> PacksListing {
        let sorted = PackCatalog(PackFixtures.fetched(packs)).sorted
        let sections = PackSection.grouping(
            sorted: includeArchived ? sorted : sorted.filter { !archived.contains($0.id) })
        let syncedAt = PackFixtures.now.addingTimeInterval(0.75)
        let load = PacksRepository.Load(
            snapshot: PacksSnapshot(
                items: packs, skipped: skipped, syncedAt: syncedAt, source: failure == nil ? .server : .cache),
            failure: failure)
        return PacksListing(
            sections: sections, archivedIDs: archived, load: load, texts: PacksTestSupport.texts(language))
    }

    private func expectSameBytes(_ listing: PacksListing, _ comment: Comment, language: Language = .en) throws
    {
        let encoded = try OutputFormat.json(
            Reference.envelope(of: listing, texts: PacksTestSupport.texts(language)))
        let written = OutputFormat.json(writing: listing)
        #expect(written == encoded, comment)
    }

    @Test(arguments: Language.allCases)
    func theSampleWithArchivedParcelsIsByteForByteTheEncodedListing(language: Language) throws {
        let archived: Set<String> = ["20000000000000000000002", "20000000000000000000006"]
        try expectSameBytes(
            listing(PackFixtures.sample, archived: archived, language: language), "\(language)",
            language: language)
    }

    @Test func emptyGroupsTheSavedCopyAndSkippedEntriesAreTheSame() throws {
        try expectSameBytes(listing([]), "no parcels")
        try expectSameBytes(
            listing(PackFixtures.sample, failure: .offline, skipped: 3), "from the saved copy"
        )
        let delivered = PackFixtures.pack(status: .known(.delivered))
        try expectSameBytes(listing([delivered]), "one group empty")
    }

    @Test func stringsThatNeedEscapingAndEveryDateShapeAreTheSame() throws {
        let odd = [
            PackFixtures.pack(
                "1", sender: "Quote \" back\\slash \u{1B}[31m tab\t nl\n bidi\u{202E} żółw 🐢 / slash",
                expiryDate: Date(timeIntervalSince1970: -1), pickUpDate: Date(timeIntervalSince1970: 1.5),
                storedDate: Date(timeIntervalSince1970: 253_402_300_799)),
            PackFixtures.pack("2", status: PackStatus(wireValue: "TELEPORTED"), sender: ""),
            PackFixtures.pack("3", expiryDate: Date(timeIntervalSince1970: -12_219_292_801)),
        ]
        try expectSameBytes(listing(odd), "escaping and dates")
    }

    @Test func aThousandSeededParcelsAreTheSame() throws {
        let many = PackFixtures.many(1_000, seed: 7)
        let archived = Set(many.prefix(50).map(\.id))
        try expectSameBytes(listing(many, archived: archived, includeArchived: false), "1,000 parcels")
    }

    @Test func aWriterChecksItsNestingAndKeyOrder() {
        let writer = JSONStreamWriter(prettyPrinted: false)
        writer.beginObject()
        writer.key("a")
        writer.beginArray()
        writer.int(1)
        writer.null()
        writer.beginObject()
        writer.endObject()
        writer.beginArray()
        writer.endArray()
        writer.endArray()
        writer.key("b")
        writer.string(nil)
        writer.endObject()
        #expect(writer.text == #"{"a":[1,null,{},[]],"b":null}"#)
    }

    /// The documented document, encoded by `JSONEncoder` (sorted keys) from the listing's values.
    private struct Reference: Encodable {
        struct Group: Encodable {
            let group: PackGroup
            let title: String
            let count: Int
            let packs: [Item]
        }

        struct Item: Encodable {
            let id: String
            let status: String
            let statusName: String
            let statusSupported: Bool
            let sender: String
            let shipmentType: String
            @NullWhenUnset var expiryDate: Date?
            @NullWhenUnset var pickUpDate: Date?
            @NullWhenUnset var storedDate: Date?
            let archived: Bool
        }

        let groups: [Group]

        static func envelope(of listing: PacksListing, texts: PackTexts) -> ListingEnvelope<Reference> {
            let groups = listing.groups.map { group in
                let packs = listing.packs(of: group)
                return Group(
                    group: group.group, title: group.title, count: packs.count,
                    packs: packs.map { pack in
                        Item(
                            id: pack.id, status: pack.status.wireValue,
                            statusName: texts.status(pack.status),
                            statusSupported: pack.status.isSupported, sender: pack.sender,
                            shipmentType: pack.shipmentType.wireValue, expiryDate: pack.expiryDate,
                            pickUpDate: pack.pickUpDate, storedDate: pack.storedDate,
                            archived: listing.archivedIDs.contains(pack.idKey))
                    })
            }
            return ListingEnvelope(
                Reference(groups: groups), source: listing.source, syncedAt: listing.syncedAt,
                skipped: listing.skipped)
        }
    }
}
