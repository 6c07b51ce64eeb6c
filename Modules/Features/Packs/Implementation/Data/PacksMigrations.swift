import DataStorage
import GRDB

/// The Packs feature's tables: the last fetched list (for offline use) and the archived ids.
public enum PacksMigrations {
    /// The cached parcels, one row per parcel, in server order.
    static let cachedPackTable = "packs_cached_pack"
    /// The time of the last successful sync (one row).
    static let syncTable = SingleRowTable("packs_sync", keyColumn: "singleton")
    /// The ids the user archived.
    static let archivedTable = "packs_archived"

    /// Every Packs migration, in order.
    public static let all = ModuleMigrations(
        module: "Packs",
        [
            Migration("v1_createCacheAndArchive") { db in
                // Dates are seconds since the reference date (REAL): exact, unlike formatted text.
                try db.execute(
                    sql: """
                        CREATE TABLE \(cachedPackTable) (
                            position INTEGER PRIMARY KEY,
                            id TEXT NOT NULL,
                            status TEXT NOT NULL,
                            sender TEXT NOT NULL,
                            shipment_type TEXT NOT NULL,
                            expiry_date REAL,
                            pick_up_date REAL,
                            stored_date REAL
                        );
                        CREATE TABLE \(syncTable.name) (
                            singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
                            synced_at REAL NOT NULL
                        );
                        CREATE TABLE \(archivedTable) (
                            id TEXT PRIMARY KEY NOT NULL,
                            archived_at REAL NOT NULL
                        );
                        """)
            }
        ])
}
