import AppCore
import Foundation
import PacksInterface

/// What `packs list` prints: groups of parcels in list order, as a table or as stable JSON inside
/// AppCore's ``ListingEnvelope`` (``envelope``).
struct PacksListing: Encodable {
    /// One group.
    struct Group: Encodable {
        /// `inTransit` or `completed`.
        let group: PackGroup
        /// The group's title in the user's language.
        let title: String
        let count: Int
        let packs: [Item]
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
    /// Where the list came from, when it was fetched and how many entries were left out (not encoded).
    private let load: PacksRepository.Load
    /// The parcels as the table prints them (not encoded).
    private let sections: [PackSection]
    private let archivedIDs: Set<String>

    private enum CodingKeys: String, CodingKey {
        case groups
    }

    /// The JSON document: the groups with where the list came from, when, and how many were skipped.
    var envelope: ListingEnvelope<Self> {
        let source: ListingSource =
            switch load.source {
            case .network: .server
            case .cache: .cache
            }
        return ListingEnvelope(self, source: source, syncedAt: load.snapshot.syncedAt, skipped: load.skipped)
    }

    init(sections: [PackSection], archivedIDs: Set<String>, load: PacksRepository.Load, texts: PackTexts) {
        self.load = load
        self.sections = sections
        self.archivedIDs = archivedIDs
        // One lookup per status, not per parcel (100,000 parcels have fifteen statuses).
        var statusNames: [PackStatus: String] = [:]
        func statusName(_ status: PackStatus) -> String {
            if let name = statusNames[status] { return name }
            let name = texts.status(status)
            statusNames[status] = name
            return name
        }
        groups = sections.map { section in
            Group(
                group: section.group, title: texts.group(section.group), count: section.packs.count,
                packs: section.packs.map { pack in
                    Item(
                        id: pack.id, status: pack.status.wireValue, statusName: statusName(pack.status),
                        statusSupported: pack.status.isSupported, sender: pack.sender,
                        shipmentType: pack.shipmentType.wireValue, expiryDate: pack.expiryDate,
                        pickUpDate: pack.pickUpDate, storedDate: pack.storedDate,
                        archived: archivedIDs.contains(pack.id))
                })
        }
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
        }.joined(separator: "\n\n") + (texts.skipped(load.skipped).map { "\n\n" + $0 } ?? "")
    }
}
