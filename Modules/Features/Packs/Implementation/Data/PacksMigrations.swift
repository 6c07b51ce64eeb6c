import DataStorage
import GRDB

/// The Packs feature's tables: the last fetched list (for offline use) and the archived ids.
///
/// The offline copy is the server's body as it came, in one row (``offlineCopyTable``, v2): one
/// statement stores 100,000 parcels. Lists without a body (tests, demos) and copies stored before
/// v2 are kept one row per parcel (``cachedPackTable``); a store of either kind empties the other.
public enum PacksMigrations {
    /// The cached parcels, one row per parcel, in server order (lists stored without a body).
    static let cachedPackTable = "packs_cached_pack"
    /// The last fetched body (one row): when it was synced, how many parcels it held, its bytes.
    static let offlineCopyTable = "packs_offline_copy"
    /// The last fetched body, read and written through the shared helper (its layout is
    /// ``offlineCopyTable``'s, which v2 created).
    static let offlineCopy = OfflinePayloadTable(offlineCopyTable, countColumn: "parcels")
    /// The offline copy's tables as one (the body, the per-parcel rows, the sync row): stores,
    /// reads and the Your-data entries go through it.
    static let tables = OfflineListTables(
        items: cachedPackTable, sync: syncTable, syncedAtColumn: "synced_at", payload: offlineCopy)
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
            },
            Migration("v2_offlineCopyAsOnePayload") { db in
                try db.execute(
                    sql: """
                        CREATE TABLE \(offlineCopyTable) (
                            singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
                            synced_at REAL NOT NULL,
                            parcels INTEGER NOT NULL CHECK (parcels >= 0),
                            payload BLOB NOT NULL
                        );
                        """)
            },
            Migration("v3_offlineCopyInChunks") { db in
                try offlineCopy.storeInChunks(in: db)
            },
        ])
}
