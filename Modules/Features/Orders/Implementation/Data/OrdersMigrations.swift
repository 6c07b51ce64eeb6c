import DataStorage
import GRDB

/// The feature's tables: the last fetched list (each order as its JSON), for offline use.
enum OrdersMigrations {
    /// One row per order in list order (`order` is the domain order encoded as JSON), and one
    /// row saying when the list was synced and how many elements were left out.
    static let tables = OfflineListTables(items: "orders_order", sync: SingleRowTable("orders_sync"))

    /// Every Orders migration, in order; shipped migrations are never edited, only appended to.
    static let all = ModuleMigrations(
        module: "Orders",
        [
            Migration("v1_createOrderCache") { db in
                try tables.create(in: db) { items in
                    items.column("id", .text).primaryKey()
                    items.column("position", .integer).notNull()
                    items.column("order", .blob).notNull()
                    items.column("syncedAt", .datetime).notNull()
                } sync: {
                    $0.column("skipped", .integer).notNull()
                }
            }
        ])
}
