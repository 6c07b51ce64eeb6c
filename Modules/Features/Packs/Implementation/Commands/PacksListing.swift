import AppCore
import Foundation
import Output
import PacksInterface

/// What `packs list` prints: groups of parcels in list order, as a table or as stable JSON inside
/// the listing envelope (`source`, `syncedAt`, `skipped` beside the groups).
///
/// The JSON is written straight into bytes (``writeJSON(to:)``), each parcel while it is written,
/// not kept for the whole list: a million parcels would otherwise hold a second copy of every row.
/// PacksListingJSONTests checks the bytes against an `Encodable` reference of the same document.
struct PacksListing: JSONWritable {
    /// One group: its parcels in list order and its title in the user's language.
    struct Group {
        /// `inTransit` or `completed`.
        let group: PackGroup
        let title: String
        let packs: [Pack]
    }

    let groups: [Group]
    /// Each status's name in the user's language, looked up once per status, not per parcel.
    let statusNames: [PackStatus: String]
    let archivedIDs: Set<String>
    /// Where the list came from, when it was fetched and how many entries were left out.
    let source: ListingSource
    let syncedAt: Date
    let skipped: Int

    init(sections: [PackSection], archivedIDs: Set<String>, load: PacksRepository.Load, texts: PackTexts) {
        source =
            switch load.source {
            case .network: .server
            case .cache: .cache
            }
        syncedAt = load.snapshot.syncedAt
        skipped = load.skipped
        self.archivedIDs = archivedIDs
        // One lookup per status, not per parcel (100,000 parcels have fifteen statuses).
        var statusNames: [PackStatus: String] = [:]
        for section in sections {
            // Each parcel's status read where it lies (iterating would copy every parcel).
            section.packs.withUnsafeBufferPointer { packs in
                for index in packs.indices where statusNames[packs[index].status] == nil {
                    statusNames[packs[index].status] = texts.status(packs[index].status)
                }
            }
        }
        self.statusNames = statusNames
        groups = sections.map { Group(group: $0.group, title: texts.group($0.group), packs: $0.packs) }
    }

    /// The document with every key in sorted order, straight into bytes.
    func writeJSON(to writer: JSONStreamWriter) {
        writer.beginObject()
        writer.objects("groups", groups) { group in
            writer.member("count", group.packs.count)
            writer.member("group", group.group.rawValue)
            // Each field is read where the parcel lies: a copy of the parcel would retain its strings.
            group.packs.withUnsafeBufferPointer { packs in
                writer.objects("packs", count: packs.count) { index in
                    writer.member("archived", !archivedIDs.isEmpty && archivedIDs.contains(packs[index].id))
                    writer.member("expiryDate", packs[index].expiryDate)
                    writer.member("id", packs[index].id)
                    writer.member("pickUpDate", packs[index].pickUpDate)
                    writer.member("sender", packs[index].sender)
                    writer.member("shipmentType", packs[index].shipmentType.wireValue)
                    writer.member("status", packs[index].status.wireValue)
                    writer.member("statusName", statusNames[packs[index].status] ?? "")
                    writer.member("statusSupported", packs[index].status.isSupported)
                    writer.member("storedDate", packs[index].storedDate)
                }
            }
            writer.member("title", group.title)
        }
        writer.envelopeMembers(source: source, syncedAt: syncedAt, skipped: skipped)
        writer.endObject()
    }

    /// Each non-empty group as a heading with its count and an aligned table; dates read as of `now`.
    func table(texts: PackTexts, showArchived: Bool, now: Date) -> String {
        let shown = groups.filter { !$0.packs.isEmpty }
        guard !shown.isEmpty else { return texts[.empty] }
        var columns: [TextTable.Column] = [
            .init(texts[.columnID]), .init(texts[.columnStatus]), .init(texts[.columnSender]),
            .init(texts[.columnShipmentType]), .init(texts[.columnDate]),
        ]
        if showArchived { columns.append(.init(texts[.columnArchived])) }
        return shown.map { group in
            let rows = group.packs.map { pack -> [String] in
                var row = [
                    pack.id, texts.status(pack.status), pack.sender, texts.shipmentType(pack.shipmentType),
                    texts.keyDate(of: pack, now: now),
                ]
                if showArchived { row.append(archivedIDs.contains(pack.id) ? texts[.detailYes] : "") }
                return row
            }
            return "\(group.title) (\(texts.count(group.packs.count)))\n"
                + TextTable(columns: columns, rows: rows).render()
        }.joined(separator: "\n\n") + (texts.skipped(skipped).map { "\n\n" + $0 } ?? "")
    }
}
