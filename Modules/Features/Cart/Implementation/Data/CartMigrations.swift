import DataStorage
import GRDB
import SavedCart

/// The cart's tables: the cart being filled (it survives restarts) and the paid orders.
enum CartMigrations {
    /// One row per product in the cart.
    static let lineTable = CartStore.lineTable
    /// One row per paid order, with its receipt as JSON.
    static let orderTable = "cart_order"

    /// Every Cart migration, in order.
    static let all = ModuleMigrations(
        module: "Cart",
        [
            Migration("v1_createCartAndOrders") { db in
                try CartStore.createLineTable(in: db)
                try db.create(table: orderTable) { table in
                    table.autoIncrementedPrimaryKey("number")
                    table.column("placedAt", .datetime).notNull()
                    table.column("total", .text).notNull()
                    table.column("currency", .text).notNull()
                    table.column("receipt", .blob).notNull()
                }
            },
            // A checkout names itself with a key kept across retries: recording the same payment
            // twice finds the first order instead of creating a second one.
            Migration("v2_orderIdempotencyKey") { db in
                try db.alter(table: orderTable) { table in
                    table.add(column: "idempotencyKey", .text)
                }
                try db.create(
                    index: "\(orderTable)_idempotencyKey", on: orderTable, columns: ["idempotencyKey"],
                    options: .unique)
            },
        ])
}
