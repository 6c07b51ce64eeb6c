import DataStorage
import GRDB

/// The feature's tables: the last fetched list (each order as its JSON), for offline use.
enum OrdersMigrations {
    /// One row per order in list order; `order` is the domain order encoded as JSON.
    static let orderTable = "orders_order"
    /// One row: when the saved list was synced and how many elements were left out.
    static let syncTable = SingleRowTable("orders_sync")

    /// Every Orders migration, in order; shipped migrations are never edited, only appended to.
    static let all = ModuleMigrations(
        module: "Orders",
        [
            Migration("v1_createOrderCache") { db in
                try db.create(table: orderTable) { table in
                    table.column("id", .text).primaryKey()
                    table.column("position", .integer).notNull()
                    table.column("order", .blob).notNull()
                    table.column("syncedAt", .datetime).notNull()
                }
                try syncTable.create(in: db) { table in
                    table.column("syncedAt", .datetime).notNull()
                    table.column("skipped", .integer).notNull()
                }
            }
        ])
}
