import AppCore
import CSV
import Foundation
import HiringInterface
import Output
import RemoteContent
import TerminalUI

/// What `hiring list` prints: the groups as a table, as CSV rows, or as stable JSON inside the
/// listing envelope (`source`, `syncedAt`, `skipped` beside the groups) — written straight into
/// bytes (``writeJSON(to:)``); HiringListingJSONTests checks them against an `Encodable`
/// reference of the same document.
struct HiringListing: JSONWritable {
    /// The lists in the order asked for, each with its kept items.
    let groups: [HiringGroup]
    /// `natural` or `text`.
    let order: String
    /// The list asked for with `--list-id`, null for all.
    let listId: Int?
    let snapshot: HiringSnapshot

    init(groups: [HiringGroup], order: HiringSortOrder, listId: Int?, snapshot: HiringSnapshot) {
        self.order = order.rawValue
        self.listId = listId
        self.snapshot = snapshot
        self.groups = groups
    }

    /// The envelope's document, keys in sorted order, straight into bytes.
    func writeJSON(to writer: JSONStreamWriter) {
        writer.beginObject()
        writer.objects("groups", groups) { group in
            writer.member("count", group.entries.count)
            writer.member("dropped", group.dropped)
            writer.objects("items", group.entries) { entry in
                writer.member("id", entry.id)
                writer.member("listId", entry.listId)
                writer.member("name", entry.name)
            }
            writer.member("listId", group.listId)
        }
        writer.member("listId", listId)
        writer.member("order", order)
        writer.envelopeMembers(
            source: ListingSource(snapshot.source), syncedAt: snapshot.syncedAt,
            skipped: snapshot.skipped)
        writer.endObject()
    }

    /// One heading per list (title, kept and dropped counts) over an aligned table of its items.
    func table(texts: HiringTexts) -> String {
        guard !groups.isEmpty else { return texts[.empty] }
        let fields: [TextTable.Field<HiringEntry>] = [
            .init(texts[.columnId], alignment: .right) { String($0.id) },
            .init(texts[.columnName]) { $0.name },
        ]
        return groups.map { group in
            let heading =
                "\(texts.groupTitle(group.listId)) (\(texts.groupLabel(group, shown: group.entries.count, collapsed: false)))"
            // A list whose items were all dropped is its heading alone, not an empty table.
            guard !group.entries.isEmpty else { return heading }
            return heading + "\n"
                + TextTable(group.entries, fields: fields).render()
        }.joined(separator: "\n\n")
    }

    /// `listId,id,name` then one row per kept item, in list order; every field sanitized first
    /// (no control characters), a field a spreadsheet would run as a formula prefixed with `'`
    /// (``SpreadsheetSafety``), then quoted by the CSV writer where RFC 4180 needs it.
    func csv(texts: HiringTexts) throws -> String {
        let stream = OutputStream.toMemory()
        let writer = try CSVWriter(stream: stream)
        try writer.write(row: ["listId", "id", "name"])
        for group in groups {
            for entry in group.entries {
                try writer.write(row: [
                    String(entry.listId), String(entry.id),
                    SpreadsheetSafety.defused(TextSanitizer.sanitize(entry.name)),
                ])
            }
        }
        writer.stream.close()
        guard let data = writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data else {
            throw CommandFailure(texts[.cliCsvFailed], logDetail: "the CSV memory stream holds no data")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
