import DataStorage
import GRDB

/// The catalog's tables: the products of the last successful fetch, for offline use.
enum CatalogMigrations {
    /// One row per product, in the backend's order (prices as exact decimal text), and one row
    /// saying when the saved products were fetched and which entries were left out.
    static let tables = OfflineListTables(
        items: "catalog_product", sync: SingleRowTable("catalog_sync"), syncedAtColumn: "fetchedAt")

    /// Every Catalog migration, in order.
    static let all = ModuleMigrations(
        module: "Catalog",
        [
            Migration("v1_createProductCache") { db in
                try tables.create(in: db) { items in
                    items.column("position", .integer).primaryKey()
                    items.column("code", .text).notNull().unique()
                    items.column("name", .text).notNull()
                    items.column("price", .text).notNull()
                    items.column("currency", .text).notNull()
                } sync: {
                    $0.column("issues", .blob).notNull()
                }
            }
        ])
}
