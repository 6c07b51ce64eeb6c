import ArgumentParser
import Foundation
import TerminalUI

/// How a listing subcommand prints: an aligned table for people, or JSON for scripts.
///
/// JSON output is stable: keys sorted, dates in ISO 8601 (UTC), money as decimal
/// strings, no styling, one document per run. Control characters (C0, DEL, C1), bidi controls
/// and U+2028/U+2029 inside strings are written as `\uXXXX`, so the document is safe to print.
public enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case table, json

    /// Encodes `value` as Mosaic's stable JSON.
    public static func json<Value: Encodable>(_ value: Value) throws -> String {
        try string(jsonBytes(value, prettyPrinted: true))
    }

    /// `value` as one line of JSON Lines (`watch`-style streams): like ``json(_:)``, not pretty-printed.
    public static func jsonLine<Value: Encodable>(_ value: Value) throws -> String {
        try string(jsonBytes(value, prettyPrinted: false))
    }

    /// The document's bytes: written by ``StableJSONEncoder``, or by Foundation's `JSONEncoder`
    /// and escaped afterwards for a value whose encoding that writer does not replay.
    /// Writes `value` as ``json(_:)`` does, handed to `write` in pieces of about `pieceSize`
    /// bytes, each whole UTF-8 (a piece never ends inside a character), so a large listing is
    /// never held as one string as well as bytes.
    public static func writeJSON<Value: Encodable>(
        _ value: Value, pieceSize: Int, to write: (String) -> Void
    ) throws {
        writePieces(of: try jsonBytes(value, prettyPrinted: true), pieceSize: pieceSize, to: write)
    }

    /// Writes `value`'s own JSON (``JSONWritable``, the native path of large listings) in pieces,
    /// as ``writeJSON(_:pieceSize:to:)`` does.
    public static func writeJSON(writing value: some JSONWritable, pieceSize: Int, to write: (String) -> Void)
    {
        writeJSON(writing: value, pieceSize: pieceSize) { write(String(decoding: $0, as: UTF8.self)) }
    }

    /// Writes `value`'s own JSON in pieces of about `pieceSize` bytes while it is written (each
    /// whole UTF-8), handing each piece's bytes to `write` as they are: the document is never
    /// held whole, and no piece is copied into a `String`.
    public static func writeJSON(
        writing value: some JSONWritable, pieceSize: Int, toBytes write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        withoutActuallyEscaping(write) { write in
            let writer = JSONStreamWriter(prettyPrinted: true, pieceSize: pieceSize, flush: write)
            value.writeJSON(to: writer)
            writer.finish()
        }
    }

    /// `value`'s own JSON as text, as ``json(_:)`` gives an `Encodable`'s.
    public static func json(writing value: some JSONWritable) -> String {
        let writer = JSONStreamWriter(prettyPrinted: true)
        value.writeJSON(to: writer)
        return writer.text
    }

    private static func writePieces(of buffer: JSONByteBuffer, pieceSize: Int, to write: (String) -> Void) {
        // The bytes live as long as the buffer: keep it until the last piece is written.
        defer { withExtendedLifetime(buffer) {} }
        let bytes = buffer.bytes
        let pieceSize = max(1, pieceSize)
        var start = 0
        while start < bytes.count {
            var end = min(start + pieceSize, bytes.count)
            // Cut before a byte that starts a character, so each piece is whole UTF-8.
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            write(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            start = end
        }
    }

    static func jsonBytes<Value: Encodable>(_ value: Value, prettyPrinted: Bool) throws -> JSONByteBuffer {
        do {
            return try StableJSONEncoder(prettyPrinted: prettyPrinted).encode(value)
        } catch is StableJSONEncoder.Unsupported {
            let text = try foundationJSON(value, prettyPrinted: prettyPrinted)
            let buffer = JSONByteBuffer()
            var utf8 = text
            utf8.withUTF8 { buffer.append($0) }
            return buffer
        }
    }

    /// The same document through Foundation's `JSONEncoder` (the reference ``StableJSONEncoder``
    /// is tested against, and its fallback).
    static func foundationJSON<Value: Encodable>(_ value: Value, prettyPrinted: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            prettyPrinted
            ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return escapingInvisibleControls(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    private static func string(_ buffer: JSONByteBuffer) -> String {
        String(decoding: buffer.bytes, as: UTF8.self)
    }

    /// `json` with every DEL, C1, bidi control and line/paragraph separator written as `\uXXXX`
    /// (the encoder already escapes C0). JSON's own syntax is ASCII without DEL, so each such
    /// character is inside a string, where the escape means the same character. Linear time.
    static func escapingInvisibleControls(_ json: String) -> String {
        guard json.utf8.contains(where: { $0 >= 0x7F }) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard mustEscape(scalar) else {
                escaped.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            escaped.append(
                contentsOf: "\\u\(String(repeating: "0", count: 4 - hex.count))\(hex)".unicodeScalars)
        }
        return String(escaped)
    }

    /// Characters that would act on a terminal or reorder text: DEL, C1, bidi controls, U+2028/9.
    /// (C0 stays: the encoder escapes it in strings, and the newlines left are pretty-printing.)
    private static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

/// A plain-text table measured in terminal cells, with every cell sanitized.
public struct TextTable: Sendable {
    /// How a column aligns its cells.
    public enum Alignment: Sendable { case left, right }

    /// A column heading and its alignment.
    public struct Column: Sendable {
        public var title: String
        public var alignment: Alignment

        public init(_ title: String, alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }
    }

    public var columns: [Column]
    public var rows: [[String]]

    public init(columns: [Column], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
    }

    /// A column of a table of `Row`s: its heading and alignment with the cell each row shows
    /// under it, declared together so a heading cannot lose its cells or stand over another's.
    public struct Field<Row> {
        public var column: Column
        public var cell: (Row) -> String

        public init(_ title: String, alignment: Alignment = .left, cell: @escaping (Row) -> String) {
            column = Column(title, alignment: alignment)
            self.cell = cell
        }
    }

    /// A table of `rows`, one line each, with one column per field in the order given.
    public init<Row>(_ rows: some Sequence<Row>, fields: [Field<Row>]) {
        columns = fields.map(\.column)
        self.rows = rows.map { row in fields.map { $0.cell(row) } }
    }

    /// The table as lines: a header, a rule, then the rows (trailing spaces trimmed).
    public func render() -> String {
        let cells = ([columns.map(\.title)] + rows).map { row in
            columns.indices.map { index in index < row.count ? TextSanitizer.sanitize(row[index]) : "" }
        }
        let widths = columns.indices.map { index in cells.map { TextWidth.of($0[index]) }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            zip(row, zip(widths, columns)).map { text, layout in
                let padding = String(repeating: " ", count: layout.0 - TextWidth.of(text))
                return layout.1.alignment == .left ? text + padding : padding + text
            }.joined(separator: "  ").replacing(/\s+$/, with: "")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(cells[0]), rule] + cells.dropFirst().map(line)).joined(separator: "\n")
    }
}
