import DataStorage
import GRDB

/// The Hiring feature's tables: the list of the last successful fetch, for offline use.
enum HiringMigrations {
    /// The server's body in one row (v2), or one row per readable item in server order (lists
    /// without a body, and copies stored before v2; unnamed items too: they count as dropped), and
    /// one row saying when the saved list was fetched and how many entries were malformed.
    static let tables = OfflineListTables(
        items: "hiring_item", sync: SingleRowTable("hiring_sync"), syncedAtColumn: "synced_at",
        payload: OfflinePayloadTable("hiring_offline_copy", countColumn: "items"))

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
            },
            Migration("v2_offlineCopyAsOnePayload") { db in
                try tables.payload?.create(in: db)
            },
            Migration("v3_offlineCopyInChunks") { db in
                try tables.payload?.storeInChunks(in: db)
            },
        ])
}
