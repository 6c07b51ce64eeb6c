import AppCore
import Foundation
import PacksInterface

/// What `packs list` prints: groups of parcels in list order, as stable JSON or a table.
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
        let expiryDate: Date?
        let pickUpDate: Date?
        let storedDate: Date?
        let archived: Bool
    }

    /// When the list was fetched.
    let syncedAt: Date
    /// `network`, or `cache` when the stored list is printed because loading failed.
    let source: String
    let groups: [Group]
    /// The parcels as the table prints them (not encoded).
    private let sections: [PackSection]
    private let archivedIDs: Set<String>

    private enum CodingKeys: String, CodingKey {
        case syncedAt, source, groups
    }

    init(sections: [PackSection], archivedIDs: Set<String>, load: PacksRepository.Load, texts: PackTexts) {
        syncedAt = load.snapshot.syncedAt
        self.sections = sections
        self.archivedIDs = archivedIDs
        source = load.source == .network ? "network" : "cache"
        groups = sections.map { section in
            Group(
                group: section.group, title: texts.group(section.group), count: section.packs.count,
                packs: section.packs.map { pack in
                    Item(
                        id: pack.id, status: pack.status.wireValue, statusName: texts.status(pack.status),
                        statusSupported: pack.status.isSupported, sender: pack.sender,
                        shipmentType: pack.shipmentType.wireValue, expiryDate: pack.expiryDate,
                        pickUpDate: pack.pickUpDate, storedDate: pack.storedDate,
                        archived: archivedIDs.contains(pack.id))
                })
        }
    }

    /// Each non-empty group as a heading with its count and an aligned table.
    func table(texts: PackTexts, showArchived: Bool) -> String {
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
                    texts.keyDate(of: pack),
                ]
                if showArchived { row.append(archivedIDs.contains(pack.id) ? texts[.detailYes] : "") }
                return row
            }
            return "\(texts.group(section.group)) (\(texts.count(section.packs.count)))\n"
                + TextTable(columns: columns, rows: rows).render()
        }.joined(separator: "\n\n")
    }
}
