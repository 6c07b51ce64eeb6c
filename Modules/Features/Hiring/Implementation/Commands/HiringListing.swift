import AppCore
import CSV
import Foundation
import HiringInterface
import Output
import TerminalUI

/// What `hiring list` prints: the groups as a table, as CSV rows, or as stable JSON inside
/// AppCore's ``ListingEnvelope`` — written natively (``writeJSON(to:)``), byte for byte what
/// encoding ``envelope`` gives (HiringListingJSONTests compares them).
struct HiringListing: Encodable, JSONWritable {
    struct Group: Encodable {
        let listId: Int
        /// How many named items the list keeps.
        let count: Int
        /// How many items had no name and were dropped.
        let dropped: Int
        let items: [Item]
    }

    struct Item: Encodable {
        let id: Int
        let listId: Int
        let name: String
    }

    /// The groups as encoded (made when encoding, not kept: the native path never needs them).
    var groups: [Group] {
        sorted.map { group in
            Group(
                listId: group.listId, count: group.entries.count, dropped: group.dropped,
                items: group.entries.map { Item(id: $0.id, listId: $0.listId, name: $0.name) })
        }
    }
    /// `natural` or `text`.
    let order: String
    /// The list asked for with `--list-id`, null for all.
    let listId: Int?
    private let snapshot: HiringSnapshot
    private let sorted: [HiringGroup]

    private enum CodingKeys: String, CodingKey {
        case groups, order, listId
    }

    init(groups: [HiringGroup], order: HiringSortOrder, listId: Int?, snapshot: HiringSnapshot) {
        self.order = order.rawValue
        self.listId = listId
        self.snapshot = snapshot
        self.sorted = groups
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(groups, forKey: .groups)
        try container.encode(order, forKey: .order)
        try container.encode(NullWhenUnset(wrappedValue: listId), forKey: .listId)
    }

    /// The envelope's document, keys in sorted order, straight into bytes.
    func writeJSON(to writer: JSONStreamWriter) {
        writer.beginObject()
        writer.key("groups")
        writer.beginArray()
        for group in sorted {
            writer.beginObject()
            writer.key("count")
            writer.int(group.entries.count)
            writer.key("dropped")
            writer.int(group.dropped)
            writer.key("items")
            writer.beginArray()
            for entry in group.entries {
                writer.beginObject()
                writer.key("id")
                writer.int(entry.id)
                writer.key("listId")
                writer.int(entry.listId)
                writer.key("name")
                writer.string(entry.name)
                writer.endObject()
            }
            writer.endArray()
            writer.key("listId")
            writer.int(group.listId)
            writer.endObject()
        }
        writer.endArray()
        writer.key("listId")
        if let listId { writer.int(listId) } else { writer.null() }
        writer.key("order")
        writer.string(order)
        writer.envelopeMembers(of: envelope)
        writer.endObject()
    }

    /// The JSON document: the groups with where the list came from, when, and how many were skipped.
    var envelope: ListingEnvelope<Self> {
        ListingEnvelope(
            self, source: snapshot.source == .server ? .server : .cache, syncedAt: snapshot.syncedAt,
            skipped: snapshot.skipped)
    }

    /// One heading per list (title, kept and dropped counts) over an aligned table of its items.
    func table(texts: HiringTexts) -> String {
        guard !sorted.isEmpty else { return texts[.empty] }
        let columns: [TextTable.Column] = [
            .init(texts[.columnId], alignment: .right), .init(texts[.columnName]),
        ]
        return sorted.map { group in
            let heading =
                "\(texts.groupTitle(group.listId)) (\(texts.groupLabel(group, shown: group.entries.count, collapsed: false)))"
            // A list whose items were all dropped is its heading alone, not an empty table.
            guard !group.entries.isEmpty else { return heading }
            return heading + "\n"
                + TextTable(columns: columns, rows: group.entries.map { [String($0.id), $0.name] }).render()
        }.joined(separator: "\n\n")
    }

    /// `listId,id,name` then one row per kept item, in list order; every field sanitized first
    /// (no control characters), a field a spreadsheet would run as a formula prefixed with `'`
    /// (``SpreadsheetSafety``), then quoted by the CSV writer where RFC 4180 needs it.
    func csv(texts: HiringTexts) throws -> String {
        let stream = OutputStream.toMemory()
        let writer = try CSVWriter(stream: stream)
        try writer.write(row: ["listId", "id", "name"])
        for group in sorted {
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
