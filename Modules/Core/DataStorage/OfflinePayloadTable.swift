import Foundation
import GRDB

/// A remote list's offline copy kept as the server's body, as it came, in one row: one statement
/// stores 100,000 elements, where one row per element took a quarter of a listing's run.
///
/// The row holds when the list was synced, how many elements it has (for the Your-data report,
/// without reading the body) and the bytes. Reading the copy back is reading a fetched body again.
/// A feature keeps its per-element table for lists that come without a body (tests, demos) and
/// for a body over ``largestPayload``; storing either kind empties the other (see
/// ``OfflineListTables``).
public struct OfflinePayloadTable: Sendable, Hashable {
    /// What a stored row holds.
    public struct Stored: Sendable, Hashable {
        /// The body, byte for byte.
        public let payload: Data
        /// How many usable elements the list had when it was stored.
        public let elements: Int
        /// When the list was synced.
        public let syncedAt: Date
    }

    /// The largest body kept as one value (500 MB): SQLite refuses values over 1,000,000,000 bytes,
    /// and a larger body (a huge `--data-file`) is kept one row per element instead.
    public static let largestPayload = 500_000_000

    /// The table's name.
    public let name: String
    /// The column holding the element count.
    public let countColumn: String

    /// The table `name`, counting elements in `countColumn`.
    public init(_ name: String, countColumn: String = "elements") {
        self.name = name
        self.countColumn = countColumn
    }

    /// Creates the table (in a migration): the key (always 1), the sync time in seconds since the
    /// reference date, the element count and the body.
    public func create(in db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE \(name.quotedDatabaseIdentifier) (
                    singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
                    synced_at REAL NOT NULL,
                    \(countColumn.quotedDatabaseIdentifier) INTEGER NOT NULL CHECK (\(countColumn.quotedDatabaseIdentifier) >= 0),
                    payload BLOB NOT NULL
                )
                """)
    }

    /// Whether `payload` fits in one value (see ``largestPayload``).
    public static func fits(_ payload: Data, largest: Int = largestPayload) -> Bool {
        payload.count <= largest
    }

    /// Replaces the stored body with `payload` (call it in a write transaction that also empties
    /// the per-element rows).
    ///
    /// The row is updated in place when there is one: SQLite then rewrites only the pages whose
    /// bytes change, so a server that sends the same list again costs a few bytes (the sync time),
    /// not the whole body twice (journal and database) plus freeing the old one.
    public func save(_ payload: Data, elements: Int, syncedAt: Date, in db: Database) throws {
        let arguments: StatementArguments = [syncedAt.timeIntervalSinceReferenceDate, elements, payload]
        try db.execute(
            sql: """
                UPDATE \(name.quotedDatabaseIdentifier)
                SET synced_at = ?, \(countColumn.quotedDatabaseIdentifier) = ?, payload = ? WHERE singleton = 1
                """,
            arguments: arguments)
        guard db.changesCount == 0 else { return }
        try db.execute(
            sql: """
                INSERT INTO \(name.quotedDatabaseIdentifier)
                (synced_at, \(countColumn.quotedDatabaseIdentifier), payload, singleton) VALUES (?, ?, ?, 1)
                """,
            arguments: arguments)
    }

    /// The stored body, or nil when none is stored.
    public func fetch(in db: Database) throws -> Stored? {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT synced_at, \(countColumn.quotedDatabaseIdentifier) AS elements, payload
                    FROM \(name.quotedDatabaseIdentifier) WHERE singleton = 1
                    """)
        else { return nil }
        return Stored(
            payload: try row.decode(forColumn: "payload"), elements: try row.decode(forColumn: "elements"),
            syncedAt: Date(timeIntervalSinceReferenceDate: try row.decode(forColumn: "synced_at")))
    }

    /// How many elements the stored body has; 0 when none is stored.
    public func elementCount(in db: Database) throws -> Int {
        try Int.fetchOne(
            db, sql: "SELECT \(countColumn.quotedDatabaseIdentifier) FROM \(name.quotedDatabaseIdentifier)")
            ?? 0
    }

    /// Removes the stored body (a list stored one row per element replaces it).
    public func delete(in db: Database) throws {
        try db.execute(sql: "DELETE FROM \(name.quotedDatabaseIdentifier)")
    }
}
