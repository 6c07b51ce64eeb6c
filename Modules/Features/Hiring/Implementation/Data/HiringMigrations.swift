import DataStorage
import GRDB

/// The Hiring feature's tables: the list of the last successful fetch, for offline use.
enum HiringMigrations {
    /// One row per readable item, in server order (unnamed items too: they count as dropped), and
    /// one row saying when the saved list was fetched and how many entries were malformed.
    static let tables = OfflineListTables(
        items: "hiring_item", sync: SingleRowTable("hiring_sync"), syncedAtColumn: "synced_at")

    /// Every Hiring migration, in order.
    static let all = ModuleMigrations(
        module: "Hiring",
        [
            Migration("v1_createItemCache") { db in
                try tables.create(in: db, timeType: .double) { items in
                    items.column("position", .integer).primaryKey()
                    items.column("id", .integer).notNull()
                    items.column("list_id", .integer).notNull()
                    items.column("name", .text)
                } sync: {
                    $0.column("skipped", .integer).notNull()
                }
            }
        ])
}
