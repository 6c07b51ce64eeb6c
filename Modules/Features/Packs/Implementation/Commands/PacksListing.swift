import AppCore
import Foundation
import Output
import PacksInterface

/// What `packs list` prints: groups of parcels in list order, as a table or as stable JSON inside
/// AppCore's ``ListingEnvelope`` (``envelope``).
///
/// Each parcel's JSON item is made while it is written, not kept for the whole list: a million
/// parcels would otherwise hold a second copy of every row.
struct PacksListing: Encodable, JSONWritable {
    /// One group, encoded with its parcels as ``Item``s.
    struct Group: Encodable {
        /// `inTransit` or `completed`.
        let group: PackGroup
        /// The group's title in the user's language.
        let title: String
        let count: Int
        let packs: Items

        private enum CodingKeys: String, CodingKey {
            case group, title, count, packs
        }
    }

    /// A group's parcels, encoded one ``Item`` at a time.
    struct Items: Encodable {
        let packs: [Pack]
        let statusNames: [PackStatus: String]
        let archivedIDs: Set<String>

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for pack in packs {
                try container.encode(
                    Item(
                        id: pack.id, status: pack.status.wireValue,
                        statusName: statusNames[pack.status] ?? "",
                        statusSupported: pack.status.isSupported, sender: pack.sender,
                        shipmentType: pack.shipmentType.wireValue, expiryDate: pack.expiryDate,
                        pickUpDate: pack.pickUpDate, storedDate: pack.storedDate,
                        archived: archivedIDs.contains(pack.id)))
            }
        }
    }

    /// One parcel: wire values for scripts plus the localized status name.
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
    /// Where the list came from, when it was fetched and how many entries were left out (not
    /// encoded; kept instead of the load, whose snapshot holds the unsorted list).
    private let source: ListingSource
    private let syncedAt: Date
    private let skipped: Int
    /// The parcels as the table prints them (not encoded).
    private let sections: [PackSection]
    private let archivedIDs: Set<String>

    private enum CodingKeys: String, CodingKey {
        case groups
    }

    /// The JSON document: the groups with where the list came from, when, and how many were skipped.
    var envelope: ListingEnvelope<Self> {
        ListingEnvelope(self, source: source, syncedAt: syncedAt, skipped: skipped)
    }

    init(sections: [PackSection], archivedIDs: Set<String>, load: PacksRepository.Load, texts: PackTexts) {
        source =
            switch load.source {
            case .network: .server
            case .cache: .cache
            }
        syncedAt = load.snapshot.syncedAt
        skipped = load.skipped
        self.sections = sections
        self.archivedIDs = archivedIDs
        // One lookup per status, not per parcel (100,000 parcels have fifteen statuses).
        var statusNames: [PackStatus: String] = [:]
        for section in sections {
            for pack in section.packs where statusNames[pack.status] == nil {
                statusNames[pack.status] = texts.status(pack.status)
            }
        }
        groups = sections.map { section in
            Group(
                group: section.group, title: texts.group(section.group), count: section.packs.count,
                packs: Items(packs: section.packs, statusNames: statusNames, archivedIDs: archivedIDs))
        }
    }

    /// Every parcel's JSON item, written straight into bytes in `ListingEnvelope`'s key order:
    /// byte for byte what encoding ``envelope`` gives (PacksListingJSONTests compares them).
    func writeJSON(to writer: JSONStreamWriter) {
        writer.beginObject()
        writer.key("groups")
        writer.beginArray()
        for group in groups {
            writer.beginObject()
            writer.key("count")
            writer.int(group.count)
            writer.key("group")
            writer.string(group.group.rawValue)
            writer.key("packs")
            writer.beginArray()
            let items = group.packs
            for pack in items.packs {
                writer.beginObject()
                writer.key("archived")
                writer.bool(items.archivedIDs.contains(pack.id))
                writer.key("expiryDate")
                writer.date(pack.expiryDate)
                writer.key("id")
                writer.string(pack.id)
                writer.key("pickUpDate")
                writer.date(pack.pickUpDate)
                writer.key("sender")
                writer.string(pack.sender)
                writer.key("shipmentType")
                writer.string(pack.shipmentType.wireValue)
                writer.key("status")
                writer.string(pack.status.wireValue)
                writer.key("statusName")
                writer.string(items.statusNames[pack.status] ?? "")
                writer.key("statusSupported")
                writer.bool(pack.status.isSupported)
                writer.key("storedDate")
                writer.date(pack.storedDate)
                writer.endObject()
            }
            writer.endArray()
            writer.key("title")
            writer.string(group.title)
            writer.endObject()
        }
        writer.endArray()
        writer.envelopeMembers(of: envelope)
        writer.endObject()
    }

    /// Each non-empty group as a heading with its count and an aligned table; dates read as of `now`.
    func table(texts: PackTexts, showArchived: Bool, now: Date) -> String {
        let shown = sections.filter { !$0.packs.isEmpty }
        guard !shown.isEmpty else { return texts[.empty] }
        var columns: [TextTable.Column] = [
            .init(texts[.columnID]), .init(texts[.columnStatus]), .init(texts[.columnSender]),
            .init(texts[.columnShipmentType]), .init(texts[.columnDate]),
        ]
        if showArchived { columns.append(.init(texts[.columnArchived])) }
        return shown.map { section in
            let rows = section.packs.map { pack -> [String] in
                var row = [
                    pack.id, texts.status(pack.status), pack.sender, texts.shipmentType(pack.shipmentType),
                    texts.keyDate(of: pack, now: now),
                ]
                if showArchived { row.append(archivedIDs.contains(pack.id) ? texts[.detailYes] : "") }
                return row
            }
            return "\(texts.group(section.group)) (\(texts.count(section.packs.count)))\n"
                + TextTable(columns: columns, rows: rows).render()
        }.joined(separator: "\n\n") + (texts.skipped(skipped).map { "\n\n" + $0 } ?? "")
    }
}
