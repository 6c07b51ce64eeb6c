import GRDB

/// The table behind ``KeyValueStore``, created by DataStorage's own migration.
enum KeyValueStoreSchema {
    /// The namespace of DataStorage's own migrations; feature modules may not use it.
    static let module = "DataStorage"
    /// Prefixed with the owning module so it never clashes with a feature's table.
    static let table = "dataStorage_keyValue"

    static let migrations = ModuleMigrations(
        module: module,
        [
            Migration("v1_createKeyValueStore") { db in
                try db.create(table: table, options: [.withoutRowID]) { table in
                    table.primaryKey("key", .text)
                    // Which Swift type wrote the value, so a read with another type fails clearly.
                    table.column("kind", .text).notNull()
                    // No declared type: SQLite keeps each value's own storage class unchanged.
                    table.column("value").notNull()
                }
            }
        ])
}
