import Foundation
import GRDB
import Testing

@testable import DataStorage

/// A new database's offline-copy table is made again without the body's column instead of
/// `ALTER TABLE … DROP COLUMN` (which checks every table's schema again): the schema must be the
/// one a table with a stored body ends at, to the letter, whichever way the table was first written.
@Suite struct OfflinePayloadNewTableTests {
    private static let table = OfflinePayloadTable("feature_offline_copy", countColumn: "things")

    /// The two ways the shipped migrations wrote the table: ``OfflinePayloadTable/create(in:)`` and
    /// a literal (Packs' v2: an unquoted name and the closing parenthesis on its own line).
    private static let creations: [@Sendable (Database) throws -> Void] = [
        { try table.create(in: $0) },
        { db in
            try db.execute(
                sql: """
                    CREATE TABLE feature_offline_copy (
                        singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
                        synced_at REAL NOT NULL,
                        things INTEGER NOT NULL CHECK (things >= 0),
                        payload BLOB NOT NULL
                    );
                    """)
        },
    ]

    /// The schema after `creation`, with a stored body or without, then the move into chunks.
    private func schema(
        after creation: @Sendable (Database) throws -> Void, storing body: Data?
    ) throws -> (rewritten: Bool, schema: [String]) {
        let queue = try DatabaseQueue()
        return try queue.write { db in
            try creation(db)
            let created = try String.fetchOne(
                db, sql: "SELECT sql FROM sqlite_master WHERE name = 'feature_offline_copy'")
            let rewritten =
                created.flatMap { OfflinePayloadTable.dropping(lastColumn: "payload", from: $0) } != nil
            if let body {
                try db.execute(
                    sql:
                        "INSERT INTO feature_offline_copy (singleton, synced_at, things, payload) VALUES (1, 0, 2, ?)",
                    arguments: [body])
            }
            try Self.table.storeInChunks(in: db)
            let schema = try String.fetchAll(
                db, sql: "SELECT name || ': ' || sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
            return (body == nil && rewritten, schema)
        }
    }

    @Test(arguments: 0..<2)
    func aNewTableEndsAtTheSchemaOfOneWithAStoredBody(creation: Int) throws {
        let create = try #require(Self.creations.indices.contains(creation) ? Self.creations[creation] : nil)
        let moved = try schema(after: create, storing: Data("stored".utf8))
        let new = try schema(after: create, storing: nil)
        #expect(new.rewritten, "the new table is made again, not altered")
        #expect(!moved.rewritten)
        #expect(new.schema == moved.schema)
        #expect(moved.schema.count == 2, "the table and its chunks: \(moved.schema)")
        #expect(!moved.schema.joined().contains("payload"))
    }

    @Test func theStatementIsRewrittenAsSQLiteRewritesIt() {
        let created = """
            CREATE TABLE "t" (
                singleton INTEGER PRIMARY KEY,
                count INTEGER NOT NULL CHECK (count >= 0),
                payload BLOB NOT NULL
            )
            """
        #expect(
            OfflinePayloadTable.dropping(lastColumn: "payload", from: created)
                == "CREATE TABLE \"t\" (\n    singleton INTEGER PRIMARY KEY,\n    count INTEGER NOT NULL CHECK (count >= 0))"
        )
    }

    @Test(arguments: [
        "CREATE TABLE t (a INTEGER, payload BLOB, PRIMARY KEY (a))",  // a table constraint last
        "CREATE TABLE t (a INTEGER, payload BLOB) WITHOUT ROWID",  // an option after the columns
        "CREATE TABLE t (a INTEGER, other BLOB)",  // another last column
        "CREATE TABLE t (a INTEGER, payload DECIMAL(10,2))",  // a comma inside the definition
        "CREATE TABLE t (payload BLOB)",  // the only column
    ])
    func anotherShapeIsLeftToSQLite(statement: String) {
        #expect(OfflinePayloadTable.dropping(lastColumn: "payload", from: statement) == nil)
    }
}
