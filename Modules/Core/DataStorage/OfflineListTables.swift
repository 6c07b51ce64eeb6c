import Foundation
import GRDB

/// The two tables of a remote list's offline copy: one row per element (in list order) and one
/// row saying when the list was synced. A feature names them once; the migration that creates
/// them and the Your-data entries that list them come from here.
public struct OfflineListTables: Sendable, Hashable {
    /// The table holding one row per element.
    public let items: String
    /// The single row holding when the list was synced (and what else the feature keeps there).
    public let sync: SingleRowTable
    /// The sync row's column holding the sync time.
    public let syncedAtColumn: String

    /// The tables `items` and `sync`; the sync time is kept in `syncedAtColumn`.
    public init(items: String, sync: SingleRowTable, syncedAtColumn: String = "syncedAt") {
        self.items = items
        self.sync = sync
        self.syncedAtColumn = syncedAtColumn
    }

    /// Creates both tables (in a migration): `items` with `columns`, then the sync row with its
    /// time (`timeType`, `.datetime` unless the feature writes seconds as a REAL) and `sync`'s
    /// columns after it.
    public func create(
        in db: Database, timeType: Database.ColumnType = .datetime, items columns: (TableDefinition) -> Void,
        sync syncColumns: (TableDefinition) -> Void = { _ in }
    ) throws {
        try db.create(table: items, body: columns)
        let syncedAtColumn = self.syncedAtColumn
        try sync.create(in: db) { table in
            table.column(syncedAtColumn, timeType).notNull()
            syncColumns(table)
        }
    }

    /// What the Your-data report lists: the elements as `description` with their sync time, and
    /// the sync row as bookkeeping.
    public func storedRecords(description: String) -> [StoredRecords] {
        [
            StoredRecords(
                table: items, description: description, lastSync: sync.lastSync(column: syncedAtColumn)),
            .bookkeeping(sync.name),
        ]
    }
}
