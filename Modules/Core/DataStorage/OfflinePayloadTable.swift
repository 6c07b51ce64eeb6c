import Foundation
import GRDB

/// A remote list's offline copy kept as the server's body, as it came: one statement stores
/// 100,000 elements, where one row per element took a quarter of a listing's run.
///
/// One row holds when the list was synced and how many elements it has (for the Your-data report,
/// without reading the body); the bytes are in ``chunksTable``, a row per ``chunkSize`` bytes, so
/// storing or reading a body holds one chunk at a time besides the body itself. (Kept as one value,
/// SQLite built the whole row in memory: storing a million parcels' 199 MB body held two more
/// copies of it, 400 MB at the listing's peak.) Reading the copy back is reading a fetched body again.
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

    /// The largest body kept (500 MB): a larger one (a huge `--data-file`) is kept one row per
    /// element instead.
    public static let largestPayload = 500_000_000

    /// How many bytes of the body one row of ``chunksTable`` holds (1 MiB).
    public static let chunkSize = 1 << 20

    /// The table's name.
    public let name: String
    /// The column holding the element count.
    public let countColumn: String
    /// The table holding the body's bytes: `chunk` (0, 1, ...) and `bytes`, ``chunkSize`` bytes a
    /// row (the last one shorter; a body stored before the chunks may be one longer chunk).
    public var chunksTable: String { name + "_chunk" }

    /// The table `name`, counting elements in `countColumn`.
    public init(_ name: String, countColumn: String = "elements") {
        self.name = name
        self.countColumn = countColumn
    }

    /// Creates the table as its first migration did: the key (always 1), the sync time in seconds
    /// since the reference date, the element count and the body as one value. Shipped migrations
    /// call it; ``storeInChunks(in:)`` (the next migration) moves the body into ``chunksTable``.
    /// A new table runs both, in that order.
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

    /// Moves the body into ``chunksTable`` (in a migration, after ``create(in:)``): a stored body
    /// becomes its one chunk, and the table keeps the sync time and the count.
    ///
    /// A table with no row (every new database: the previous migration made it a moment ago) is
    /// made again without the body's column, with the statement `DROP COLUMN` leaves behind, so
    /// both ways end at the same schema, to the letter. (`ALTER TABLE … DROP COLUMN` checks every
    /// table's schema again: three of them were the slowest part of setting up a new database,
    /// about 1.4 ms each, and every `--store memory` start and every test database paid them.)
    public func storeInChunks(in db: Database) throws {
        let table = name.quotedDatabaseIdentifier
        try db.execute(
            sql: """
                CREATE TABLE \(chunksTable.quotedDatabaseIdentifier) (
                    chunk INTEGER PRIMARY KEY CHECK (chunk >= 0),
                    bytes BLOB NOT NULL
                )
                """)
        let isEmpty = try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM \(table))") ?? false
        if isEmpty,
            let created = try String.fetchOne(
                db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", arguments: [name]),
            let withoutBody = Self.dropping(lastColumn: "payload", from: created)
        {
            try db.execute(sql: "DROP TABLE \(table)")
            try db.execute(sql: withoutBody)
            return
        }
        try db.execute(
            sql: """
                INSERT INTO \(chunksTable.quotedDatabaseIdentifier) (chunk, bytes)
                SELECT 0, payload FROM \(table) WHERE length(payload) > 0;
                ALTER TABLE \(table) DROP COLUMN payload;
                """)
    }

    /// `statement` (a `CREATE TABLE` whose last column is `column`) as SQLite rewrites it when
    /// that column is dropped: from the comma before the column's definition up to the closing
    /// parenthesis is removed. Nil when the statement has another shape (table constraints or
    /// options after the columns): the caller then lets SQLite drop the column.
    static func dropping(lastColumn column: String, from statement: String) -> String? {
        guard let close = statement.lastIndex(of: ")"),
            statement[statement.index(after: close)...].allSatisfy(\.isWhitespace),
            let comma = statement[..<close].lastIndex(of: ",")
        else { return nil }
        let definition = statement[statement.index(after: comma)..<close]
            .split(whereSeparator: \.isWhitespace)
        guard definition.first.map(String.init) == column, !definition.contains(where: { $0.contains("(") })
        else { return nil }
        return String(statement[..<comma] + statement[close...])
    }

    /// Whether `payload` is kept as a body (see ``largestPayload``).
    public static func fits(_ payload: Data, largest: Int = largestPayload) -> Bool {
        payload.count <= largest
    }

    /// Replaces the stored body with `payload` (call it in a write transaction that also empties
    /// the per-element rows).
    ///
    /// Each chunk is compared with the stored one and written only when it differs: a server that
    /// sends the same list again costs a few bytes (the sync time and count), not the whole body
    /// twice (journal and database) plus freeing the old one.
    public func save(_ payload: Data, elements: Int, syncedAt: Date, in db: Database) throws {
        let arguments: StatementArguments = [syncedAt.timeIntervalSinceReferenceDate, elements]
        try db.execute(
            sql: """
                UPDATE \(name.quotedDatabaseIdentifier)
                SET synced_at = ?, \(countColumn.quotedDatabaseIdentifier) = ? WHERE singleton = 1
                """,
            arguments: arguments)
        if db.changesCount == 0 {
            try db.execute(
                sql: """
                    INSERT INTO \(name.quotedDatabaseIdentifier)
                    (synced_at, \(countColumn.quotedDatabaseIdentifier), singleton) VALUES (?, ?, 1)
                    """,
                arguments: arguments)
        }
        let chunks = chunksTable.quotedDatabaseIdentifier
        let stored = try db.makeStatement(sql: "SELECT bytes FROM \(chunks) WHERE chunk = ?")
        let write = try db.makeStatement(
            sql: """
                INSERT INTO \(chunks) (chunk, bytes) VALUES (?, ?)
                ON CONFLICT (chunk) DO UPDATE SET bytes = excluded.bytes
                """)
        let count = (payload.count + Self.chunkSize - 1) / Self.chunkSize
        for chunk in 0..<count {
            let start = payload.startIndex + chunk * Self.chunkSize
            let bytes = payload[start..<Swift.min(start + Self.chunkSize, payload.endIndex)]
            let same = try Row.fetchOne(stored, arguments: [chunk]).map { row in
                try row.withUnsafeData(atIndex: 0) { $0 == bytes }
            }
            if same != true { try write.execute(arguments: [chunk, bytes]) }
        }
        try db.execute(sql: "DELETE FROM \(chunks) WHERE chunk >= ?", arguments: [count])
    }

    /// The stored body, or nil when none is stored.
    public func fetch(in db: Database) throws -> Stored? {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT synced_at, \(countColumn.quotedDatabaseIdentifier) AS elements, length
                    FROM \(name.quotedDatabaseIdentifier),
                    (SELECT coalesce(sum(length(bytes)), 0) AS length FROM \(chunksTable.quotedDatabaseIdentifier))
                    WHERE singleton = 1
                    """)
        else { return nil }
        // Room for the whole body first, then each chunk appended where it belongs.
        var payload = Data(capacity: try row.decode(forColumn: "length"))
        let chunks = try Row.fetchCursor(
            db, sql: "SELECT bytes FROM \(chunksTable.quotedDatabaseIdentifier) ORDER BY chunk")
        while let chunk = try chunks.next() {
            try chunk.withUnsafeData(atIndex: 0) { payload.append($0 ?? Data()) }
        }
        return Stored(
            payload: payload, elements: try row.decode(forColumn: "elements"),
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
        try db.execute(sql: "DELETE FROM \(chunksTable.quotedDatabaseIdentifier)")
    }
}
