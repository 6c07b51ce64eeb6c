import ArgumentParser
import Foundation
import TerminalUI

/// How a listing subcommand prints: an aligned table for people, or JSON for scripts.
///
/// JSON output is stable: keys sorted, dates in ISO 8601 (UTC), money as decimal
/// strings, no styling, one document per run.
public enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case table, json

    /// Encodes `value` as Mosaic's stable JSON.
    public static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
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
