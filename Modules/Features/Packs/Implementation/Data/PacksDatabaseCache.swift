import DataStorage
import Foundation
import GRDB
import Logging
import Networking
import PacksInterface

/// Keeps the last fetched parcel list in the app database (``PacksMigrations``): the server's
/// body as one value when the list came with it, else one row per parcel.
public struct PacksDatabaseCache: PacksCache {
    private let database: AppDatabase
    /// The largest body kept as one value; a larger one (a huge `--data-file`) is kept one row per
    /// parcel, since SQLite refuses values over 1,000,000,000 bytes.
    private let largestPayload: Int

    /// A cache in `database`, which must have run ``PacksMigrations/all``.
    public init(database: AppDatabase, largestPayload: Int = OfflinePayloadTable.largestPayload) {
        self.database = database
        self.largestPayload = largestPayload
    }

    public func cachedSnapshot() async throws -> PacksSnapshot? {
        let tables = PacksMigrations.tables
        // One read: a store between two reads could empty the rows after the body was looked for.
        let read = try await database.read { db -> (stored: StoredCopy<[Pack]>, seconds: Double)? in
            guard let sync = try tables.sync.fetch(in: db) else { return nil }
            let stored = try tables.storedCopy(in: db) {
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT id, status, sender, shipment_type, expiry_date, pick_up_date, stored_date
                        FROM \(tables.items) ORDER BY position
                        """
                ).map { row in
                    Pack(
                        id: row["id"], status: PackStatus(wireValue: row["status"]), sender: row["sender"],
                        shipmentType: ShipmentType(wireValue: row["shipment_type"]),
                        expiryDate: Self.date(row["expiry_date"]), pickUpDate: Self.date(row["pick_up_date"]),
                        storedDate: Self.date(row["stored_date"]))
                }
            }
            return (stored, try sync.decode(forColumn: "synced_at"))
        }
        guard let read else { return nil }
        let syncedAt = Date(timeIntervalSinceReferenceDate: read.seconds)
        switch read.stored {
        case .rows(let packs): return PacksSnapshot(items: packs, syncedAt: syncedAt, source: .cache)
        case .body(let body):
            // Read as a fetched body is read (outside the database's lock); what it skipped was
            // logged when it was fetched.
            return PacksSnapshot(
                items: try RemotePacksSource.list(from: body, logger: Self.silent).packs, syncedAt: syncedAt,
                source: .cache)
        }
    }

    /// Stores the server's body as it came, in one statement (with the parcels' count and sync
    /// time), and empties the per-parcel rows; without a body (or one too large for one value),
    /// stores the parcels one per row.
    public func store(_ snapshot: PacksSnapshot, payload: Data?) async throws {
        let tables = PacksMigrations.tables
        let insert = """
            INSERT INTO \(tables.items)
            (position, id, status, sender, shipment_type, expiry_date, pick_up_date, stored_date)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """
        try await tables.store(
            body: payload, elements: snapshot.items, syncedAt: snapshot.syncedAt, largest: largestPayload,
            in: database, insert: insert
        ) { position, pack in
            [
                position, pack.id, pack.status.wireValue, pack.sender, pack.shipmentType.wireValue,
                pack.expiryDate?.timeIntervalSinceReferenceDate,
                pack.pickUpDate?.timeIntervalSinceReferenceDate,
                pack.storedDate?.timeIntervalSinceReferenceDate,
            ]
        } syncRow: { db in
            try tables.sync.save(["synced_at": snapshot.syncedAt.timeIntervalSinceReferenceDate], in: db)
        }
    }

    public func store(_ snapshot: PacksSnapshot) async throws {
        try await store(snapshot, payload: nil)
    }

    /// Reading the copy again logs nothing: its skipped entries were logged when it was fetched.
    private static let silent = Logger(label: PacksLog.label) { _ in SwiftLogNoOpLogHandler() }

    private static func date(_ seconds: Double?) -> Date? {
        seconds.map(Date.init(timeIntervalSinceReferenceDate:))
    }
}
