import DataStorage
import GRDB

/// The catalog's tables: the products of the last successful fetch, for offline use.
enum CatalogMigrations {
    /// One row per product, in the backend's order; prices as exact decimal text.
    static let productTable = "catalog_product"
    /// One row: when the saved products were fetched and which entries were left out.
    static let syncTable = SingleRowTable("catalog_sync")

    /// Every Catalog migration, in order.
    static let all = ModuleMigrations(
        module: "Catalog",
        [
            Migration("v1_createProductCache") { db in
                try db.create(table: productTable) { table in
                    table.column("position", .integer).primaryKey()
                    table.column("code", .text).notNull().unique()
                    table.column("name", .text).notNull()
                    table.column("price", .text).notNull()
                    table.column("currency", .text).notNull()
                }
                try syncTable.create(in: db) { table in
                    table.column("fetchedAt", .datetime).notNull()
                    table.column("issues", .blob).notNull()
                }
            }
        ])
}
