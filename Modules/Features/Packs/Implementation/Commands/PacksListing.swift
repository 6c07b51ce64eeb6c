import AppCore
import Foundation
import Output
import PacksInterface
import RemoteContent

/// What `packs list` prints: groups of parcels in list order, as a table or as stable JSON inside
/// the listing envelope (`source`, `syncedAt`, `skipped` beside the groups).
///
/// The JSON is written straight into bytes (``writeJSON(to:)``), each parcel while it is written,
/// not kept for the whole list: a million parcels would otherwise hold a second copy of every row.
/// PacksListingJSONTests checks the bytes against an `Encodable` reference of the same document.
struct PacksListing: JSONWritable {
    /// One group: where its parcels lie in ``packs``, in list order, and its title in the user's
    /// language.
    struct Group {
        /// `inTransit` or `completed`.
        let group: PackGroup
        let title: String
        /// Positions in ``PacksListing/packs``: the parcels stay where they were loaded, uncopied.
        let positions: [Int]
    }

    /// Every loaded parcel, in the server's order (``Group/positions`` say which are listed where).
    let packs: [Pack]
    let groups: [Group]
    /// Each status's name in the user's language, looked up once per status, not per parcel.
    let statusNames: StatusNames
    /// The archived ids as keys (no text made for a parcel's id to look it up).
    let archivedIDs: Set<PackIDKey>
    /// Where the list came from, when it was fetched and how many entries were left out.
    let source: ListingSource
    let syncedAt: Date
    let skipped: Int

    /// The listing of `packs` grouped by `positions` (``PackOrdering/positionsByGroup(_:excluding:)``).
    init(
        packs: [Pack], positions: [[Int]], archivedIDs: Set<String>, load: PacksRepository.Load,
        texts: PackTexts
    ) {
        source = ListingSource(load.snapshot.source)
        syncedAt = load.snapshot.syncedAt
        skipped = load.snapshot.skipped
        self.archivedIDs = Set(archivedIDs.map(PackIDKey.init))
        self.packs = packs
        statusNames = StatusNames(texts: texts)
        groups = zip(PackGroup.allCases, positions).map {
            Group(group: $0, title: texts.group($0), positions: $1)
        }
    }

    /// The listing of `sections` (already sorted and filtered), in that order.
    init(sections: [PackSection], archivedIDs: Set<String>, load: PacksRepository.Load, texts: PackTexts) {
        var start = 0
        let positions = sections.map { section in
            defer { start += section.packs.count }
            return Array(start..<start + section.packs.count)
        }
        self.init(
            packs: sections.flatMap(\.packs), positions: positions, archivedIDs: archivedIDs, load: load,
            texts: texts)
    }

    /// The parcels of `group`, in list order (copies: for tables and tests, not the JSON path).
    func packs(of group: Group) -> [Pack] {
        group.positions.map { packs[$0] }
    }

    /// The document with every key in sorted order, straight into bytes.
    func writeJSON(to writer: JSONStreamWriter) {
        writer.beginObject()
        writer.objects("groups", groups) { group in
            writer.member("count", group.positions.count)
            writer.member("group", group.group.rawValue)
            // Formatted on every core, in chunks (the bytes are the sequential writer's). Each field
            // is read where the parcel lies: a copy of the parcel would retain its strings.
            let (packs, positions, archivedIDs, statusNames) = (
                packs, group.positions, archivedIDs, statusNames
            )
            writer.objectsConcurrently("packs", count: positions.count) { index, writer in
                packs.withUnsafeBufferPointer { packs in
                    let pack = positions[index]
                    writer.member("archived", !archivedIDs.isEmpty && archivedIDs.contains(packs[pack].idKey))
                    writer.member("expiryDate", packs[pack].expiryDate)
                    packs[pack].withIDUTF8 { writer.member("id", utf8: $0) }
                    writer.member("pickUpDate", packs[pack].pickUpDate)
                    writer.member("sender", packs[pack].sender)
                    writer.member("shipmentType", packs[pack].shipmentType.wireValue)
                    writer.member("status", packs[pack].status.wireValue)
                    writer.member("statusName", statusNames[packs[pack].status])
                    writer.member("statusSupported", packs[pack].status.isSupported)
                    writer.member("storedDate", packs[pack].storedDate)
                }
            }
            writer.member("title", group.title)
        }
        writer.envelopeMembers(source: source, syncedAt: syncedAt, skipped: skipped)
        writer.endObject()
    }

    /// Each non-empty group as a heading with its count and an aligned table; dates read as of `now`;
    /// then how many entries could not be read, also when none could be and nothing is listed.
    func table(texts: PackTexts, showArchived: Bool, now: Date) -> String {
        let shown = groups.filter { !$0.positions.isEmpty }
        let skippedNote = texts.skipped(skipped).map { "\n\n" + $0 } ?? ""
        guard !shown.isEmpty else { return texts[.empty] + skippedNote }
        var fields: [TextTable.Field<Pack>] = [
            .init(texts[.columnID]) { $0.id }, .init(texts[.columnStatus]) { texts.status($0.status) },
            .init(texts[.columnSender]) { $0.sender },
            .init(texts[.columnShipmentType]) { texts.shipmentType($0.shipmentType) },
            .init(texts[.columnDate]) { texts.keyDate(of: $0, now: now) },
        ]
        if showArchived {
            fields.append(
                .init(texts[.columnArchived]) { archivedIDs.contains($0.idKey) ? texts[.detailYes] : "" })
        }
        return shown.map { group in
            "\(group.title) (\(texts.count(group.positions.count)))\n"
                + TextTable(packs(of: group), fields: fields).render()
        }.joined(separator: "\n\n") + skippedNote
    }
}

/// Every status's name in the user's language, looked up once each (fifteen lookups, whatever
/// the number of parcels): the statuses the app knows by their case, and the one name every
/// unsupported status shows.
struct StatusNames: Sendable {
    private let known: [KnownPackStatus: String]
    private let unsupported: String

    init(texts: PackTexts) {
        known = Dictionary(
            uniqueKeysWithValues: KnownPackStatus.allCases.map { ($0, texts.status(.known($0))) })
        unsupported = texts.status(.unsupported(""))
    }

    subscript(status: PackStatus) -> String {
        switch status {
        case .known(let status): known[status] ?? unsupported
        case .unsupported: unsupported
        }
    }
}
