import DataStorage
import GRDB

/// The Hiring feature's tables: the list of the last successful fetch, for offline use.
enum HiringMigrations {
    /// One row per readable item, in server order (unnamed items too: they count as dropped).
    static let itemTable = "hiring_item"
    /// One row: when the saved list was fetched and how many entries were malformed.
    static let syncTable = SingleRowTable("hiring_sync")

    /// Every Hiring migration, in order.
    static let all = ModuleMigrations(
        module: "Hiring",
        [
            Migration("v1_createItemCache") { db in
                try db.create(table: itemTable) { table in
                    table.column("position", .integer).primaryKey()
                    table.column("id", .integer).notNull()
                    table.column("list_id", .integer).notNull()
                    table.column("name", .text)
                }
                try syncTable.create(in: db) { table in
                    table.column("synced_at", .double).notNull()
                    table.column("skipped", .integer).notNull()
                }
            }
        ])
}
