import Foundation
import GRDB

/// A table that holds at most one row, whose key column is always 1: when a saved list was synced,
/// a saved document. Features keep such a row beside their cache tables.
public struct SingleRowTable: Sendable, Hashable {
    /// The table's name.
    public let name: String
    /// The key column, whose value is always 1.
    public let keyColumn: String

    /// The table `name`, keyed by `keyColumn`.
    public init(_ name: String, keyColumn: String = "id") {
        self.name = name
        self.keyColumn = keyColumn
    }

    /// Creates the table (in a migration): the key column, checked to be 1, then `columns`.
    public func create(in db: Database, columns: (TableDefinition) -> Void) throws {
        let keyColumn = self.keyColumn
        try db.create(table: name) { table in
            table.column(keyColumn, .integer).primaryKey().check { $0 == 1 }
            columns(table)
        }
    }

    /// Writes the row's `values` (column, value), inserting the row or updating the one there.
    public func save(_ values: KeyValuePairs<String, (any DatabaseValueConvertible)?>, in db: Database) throws
    {
        let columns = values.map(\.key)
        let placeholders = Array(repeating: "?", count: columns.count)
        let updates = columns.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        try db.execute(
            sql: """
                INSERT INTO \(name) (\(([keyColumn] + columns).joined(separator: ", ")))
                VALUES (\((["1"] + placeholders).joined(separator: ", ")))
                ON CONFLICT(\(keyColumn)) \(updates.isEmpty ? "DO NOTHING" : "DO UPDATE SET \(updates)")
                """,
            arguments: StatementArguments(values.map(\.value)))
    }

    /// The row, or nil when none was ever written.
    public func fetch(in db: Database) throws -> Row? {
        try Row.fetchOne(db, sql: "SELECT * FROM \(name) WHERE \(keyColumn) = 1")
    }

    /// Reads the row's `column` as a date, for ``StoredRecords/lastSync``: a REAL is seconds since
    /// the reference date (what the features write), text or an integer GRDB's own date encodings.
    public func lastSync(column: String) -> @Sendable (Database) throws -> Date? {
        let table = self
        return { db in
            guard let value = try table.fetch(in: db)?[column] as DatabaseValue? else { return nil }
            if case .double(let seconds) = value.storage {
                return Date(timeIntervalSinceReferenceDate: seconds)
            }
            return Date.fromDatabaseValue(value)
        }
    }
}
