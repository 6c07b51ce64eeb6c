import DataStorage
import Foundation
import GRDB

/// A migration that records its own name in a journal table, so tests can see what ran and when.
func journaling(_ name: String) -> Migration {
    Migration(name) { db in
        try db.execute(
            sql:
                "CREATE TABLE IF NOT EXISTS journal "
                + "(seq INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL)"
        )
        try db.execute(sql: "INSERT INTO journal (name) VALUES (?)", arguments: [name])
    }
}

/// The names recorded by `journaling(_:)` migrations, in the order they ran.
func journal(of database: AppDatabase) throws -> [String] {
    try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM journal ORDER BY seq") }
}

/// A test-only failure raised by migrations that must fail.
struct ExpectedFailure: Error, CustomStringConvertible {
    var description: String { "expected failure" }
}
