import Foundation
import GRDB

/// The tables of a remote list's offline copy: one row per element (in list order), one row
/// saying when the list was synced and, when the feature keeps it, the server's body in one row
/// (``OfflinePayloadTable``). A feature names them once; the migrations that create them, the
/// stores that empty one kind when the other is written and the Your-data entries come from here.
public struct OfflineListTables: Sendable, Hashable {
    /// The table holding one row per element.
    public let items: String
    /// The single row holding when the list was synced (and what else the feature keeps there).
    public let sync: SingleRowTable
    /// The sync row's column holding the sync time.
    public let syncedAtColumn: String

    /// The table holding the server's body as one value, when the feature keeps it.
    public let payload: OfflinePayloadTable?

    /// The tables `items`, `sync` and `payload`; the sync time is kept in `syncedAtColumn`.
    public init(
        items: String, sync: SingleRowTable, syncedAtColumn: String = "syncedAt",
        payload: OfflinePayloadTable? = nil
    ) {
        self.items = items
        self.sync = sync
        self.syncedAtColumn = syncedAtColumn
        self.payload = payload
    }

    /// Empties the per-element rows and the stored body, before a list is stored one row per
    /// element (in the same write transaction).
    public func clear(in db: Database) throws {
        try db.execute(sql: "DELETE FROM \(items.quotedDatabaseIdentifier)")
        try payload?.delete(in: db)
    }

    /// Replaces the stored list, in `db`'s write transaction (the feature writes its sync row in
    /// the same one): `body` in one statement when given and not over `largest` bytes (the rows
    /// are emptied), else the rows `insertRows` writes, after both kinds are emptied.
    public func store(
        body: Data?, elements: Int, syncedAt: Date, largest: Int = OfflinePayloadTable.largestPayload,
        in db: Database, rows insertRows: () throws -> Void
    ) throws {
        if let body, try storeBody(body, elements: elements, syncedAt: syncedAt, largest: largest, in: db) {
            return
        }
        try clear(in: db)
        try insertRows()
    }

    /// Replaces the stored list as ``store(body:elements:syncedAt:largest:in:rows:)`` does, then
    /// writes the feature's sync row with `syncRow`, in one write transaction on `database`.
    public func store(
        body: Data?, elements: Int, syncedAt: Date, largest: Int = OfflinePayloadTable.largestPayload,
        in database: AppDatabase, rows insertRows: @Sendable (Database) throws -> Void,
        syncRow: @Sendable (Database) throws -> Void
    ) async throws {
        try await database.write { db in
            try store(body: body, elements: elements, syncedAt: syncedAt, largest: largest, in: db) {
                try insertRows(db)
            }
            try syncRow(db)
        }
    }

    /// ``store(body:elements:syncedAt:largest:in:rows:syncRow:)`` for a list whose rows are one
    /// statement: without a stored body, `insert` (prepared once) runs for each element with the
    /// `arguments` of its position and the element.
    public func store<Element: Sendable>(
        body: Data?, elements: [Element], syncedAt: Date, largest: Int = OfflinePayloadTable.largestPayload,
        in database: AppDatabase, insert: String, arguments: @Sendable (Int, Element) -> StatementArguments,
        syncRow: @Sendable (Database) throws -> Void
    ) async throws {
        try await store(
            body: body, elements: elements.count, syncedAt: syncedAt, largest: largest, in: database,
            rows: { db in
                let statement = try db.makeStatement(sql: insert)
                for (position, element) in elements.enumerated() {
                    try statement.execute(arguments: arguments(position, element))
                }
            }, syncRow: syncRow)
    }

    /// The stored list, read in the same transaction as its sync row: the body when one is stored,
    /// else what `readRows` reads from the per-element rows.
    public func storedCopy<Rows>(in db: Database, rows readRows: () throws -> Rows) throws -> StoredCopy<Rows>
    {
        if let stored = try payload?.fetch(in: db) { return .body(stored.payload) }
        return .rows(try readRows())
    }

    /// Stores the server's body as one value and empties the per-element rows, in `db`'s
    /// transaction (the feature writes its sync row in the same one). Returns false, storing
    /// nothing, when the feature keeps no body or `body` is over `largest` bytes: the caller
    /// stores the list one row per element then.
    public func storeBody(
        _ body: Data, elements: Int, syncedAt: Date, largest: Int = OfflinePayloadTable.largestPayload,
        in db: Database
    ) throws -> Bool {
        guard let payload, OfflinePayloadTable.fits(body, largest: largest) else { return false }
        try payload.save(body, elements: elements, syncedAt: syncedAt, in: db)
        try db.execute(sql: "DELETE FROM \(items.quotedDatabaseIdentifier)")
        return true
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

    /// What the Your-data report lists: the elements as `description` with their sync time (the
    /// rows plus the stored body's elements), and the sync row and the body as bookkeeping.
    public func storedRecords(description: String) -> [StoredRecords] {
        let lastSync = sync.lastSync(column: syncedAtColumn)
        guard let payload else {
            return [
                StoredRecords(table: items, description: description, lastSync: lastSync),
                .bookkeeping(sync.name),
            ]
        }
        let items = self.items
        let count: @Sendable (Database) throws -> Int = { db in
            let rows =
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \(items.quotedDatabaseIdentifier)") ?? 0
            return try payload.elementCount(in: db) + rows
        }
        return [
            StoredRecords(table: items, description: description, lastSync: lastSync, count: count),
            .bookkeeping(sync.name), .bookkeeping(payload.name), .bookkeeping(payload.chunksTable),
        ]
    }
}

/// A remote list's offline copy as it is stored (``OfflineListTables/storedCopy(in:rows:)``): the
/// server's body, read again as a fetched body is read, or the rows a feature read.
public enum StoredCopy<Rows> {
    case body(Data)
    case rows(Rows)
}

extension StoredCopy: Sendable where Rows: Sendable {}
