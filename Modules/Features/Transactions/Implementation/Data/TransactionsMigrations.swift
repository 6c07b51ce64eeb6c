import DataStorage
import GRDB

/// The feature's tables: the last list loaded from the server and when it was loaded.
enum TransactionsMigrations {
    /// The server's body in one row (v2), or one row per stored transaction in display order
    /// (`position`: lists without a body, and copies stored before v2), and a single row (`id` = 1)
    /// holding when the stored list was loaded.
    static let tables = OfflineListTables(
        items: "transactions_item", sync: SingleRowTable("transactions_sync"),
        payload: OfflinePayloadTable("transactions_offline_copy", countColumn: "transactions"))

    /// The feature's migrations; shipped migrations are never edited, only appended to.
    static let all = ModuleMigrations(
        module: "Transactions",
        [
            Migration("v1_createStoredList") { db in
                try tables.create(in: db) { items in
                    items.column("position", .integer).primaryKey()
                    items.column("reference", .text).notNull()
                    items.column("partnerDisplayName", .text).notNull()
                    items.column("category", .integer).notNull()
                    items.column("description", .text)
                    items.column("bookingDate", .datetime).notNull()
                    // Exact decimal text ("124", "12.5"): never a binary floating point.
                    items.column("amount", .text).notNull()
                    items.column("currency", .text).notNull()
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
