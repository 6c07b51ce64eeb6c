import DataStorage
import GRDB

/// The feature's tables: the last list loaded from the server and when it was loaded.
enum TransactionsSchema {
    /// One row per stored transaction, in display order (`position`).
    static let itemTable = "transactions_item"
    /// A single row (`id` = 1) holding when the stored list was loaded.
    static let syncTable = SingleRowTable("transactions_sync")

    /// The feature's migrations; shipped migrations are never edited, only appended to.
    static let migrations = ModuleMigrations(
        module: "Transactions",
        [
            Migration("v1_createStoredList") { db in
                try db.create(table: itemTable) { table in
                    table.column("position", .integer).primaryKey()
                    table.column("reference", .text).notNull()
                    table.column("partnerDisplayName", .text).notNull()
                    table.column("category", .integer).notNull()
                    table.column("description", .text)
                    table.column("bookingDate", .datetime).notNull()
                    // Exact decimal text ("124", "12.5"): never a binary floating point.
                    table.column("amount", .text).notNull()
                    table.column("currency", .text).notNull()
                }
                try syncTable.create(in: db) { table in
                    table.column("syncedAt", .datetime).notNull()
                }
            }
        ])
}
