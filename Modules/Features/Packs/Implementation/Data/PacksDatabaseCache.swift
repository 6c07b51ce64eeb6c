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
        enum Stored {
            case payload(Data, syncedAt: Double)
            case rows(PacksSnapshot)
        }
        // One read: a store between two reads could empty the rows after the body was looked for.
        let stored = try await database.read { db -> Stored? in
            if let copy = try PacksMigrations.offlineCopy.fetch(in: db) {
                return .payload(copy.payload, syncedAt: copy.syncedAt.timeIntervalSinceReferenceDate)
            }
            guard let sync = try PacksMigrations.syncTable.fetch(in: db) else { return nil }
            let seconds: Double = try sync.decode(forColumn: "synced_at")
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, status, sender, shipment_type, expiry_date, pick_up_date, stored_date
                    FROM \(PacksMigrations.cachedPackTable) ORDER BY position
                    """)
            let packs = rows.map { row in
                Pack(
                    id: row["id"], status: PackStatus(wireValue: row["status"]), sender: row["sender"],
                    shipmentType: ShipmentType(wireValue: row["shipment_type"]),
                    expiryDate: Self.date(row["expiry_date"]), pickUpDate: Self.date(row["pick_up_date"]),
                    storedDate: Self.date(row["stored_date"]))
            }
            return .rows(PacksSnapshot(packs: packs, syncedAt: Date(timeIntervalSinceReferenceDate: seconds)))
        }
        switch stored {
        case nil: return nil
        case .rows(let snapshot): return snapshot
        case .payload(let payload, let seconds):
            // Read as a fetched body is read (outside the database's lock); what it skipped was
            // logged when it was fetched.
            let packs = try RemotePacksSource.list(from: payload, logger: Self.silent).packs
            return PacksSnapshot(packs: packs, syncedAt: Date(timeIntervalSinceReferenceDate: seconds))
        }
    }

    /// Stores the server's body as it came, in one statement (with the parcels' count and sync
    /// time), and empties the per-parcel rows; without a body, stores the parcels one per row.
    public func store(_ snapshot: PacksSnapshot, payload: Data?) async throws {
        guard let payload, OfflinePayloadTable.fits(payload, largest: largestPayload) else {
            return try await store(snapshot)
        }
        try await database.write { db in
            try PacksMigrations.offlineCopy.save(
                payload, elements: snapshot.packs.count, syncedAt: snapshot.syncedAt, in: db)
            try db.execute(sql: "DELETE FROM \(PacksMigrations.cachedPackTable)")
            try PacksMigrations.syncTable.save(
                ["synced_at": snapshot.syncedAt.timeIntervalSinceReferenceDate], in: db)
        }
    }

    public func store(_ snapshot: PacksSnapshot) async throws {
        try await database.write { db in
            try PacksMigrations.offlineCopy.delete(in: db)
            try db.execute(sql: "DELETE FROM \(PacksMigrations.cachedPackTable)")
            let insert = try db.makeStatement(
                sql: """
                    INSERT INTO \(PacksMigrations.cachedPackTable)
                    (position, id, status, sender, shipment_type, expiry_date, pick_up_date, stored_date)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            for (position, pack) in snapshot.packs.enumerated() {
                try insert.execute(arguments: [
                    position, pack.id, pack.status.wireValue, pack.sender, pack.shipmentType.wireValue,
                    pack.expiryDate?.timeIntervalSinceReferenceDate,
                    pack.pickUpDate?.timeIntervalSinceReferenceDate,
                    pack.storedDate?.timeIntervalSinceReferenceDate,
                ])
            }
            try PacksMigrations.syncTable.save(
                ["synced_at": snapshot.syncedAt.timeIntervalSinceReferenceDate], in: db)
        }
    }

    /// Reading the copy again logs nothing: its skipped entries were logged when it was fetched.
    private static let silent = Logger(label: PacksLog.label) { _ in SwiftLogNoOpLogHandler() }

    private static func date(_ seconds: Double?) -> Date? {
        seconds.map(Date.init(timeIntervalSinceReferenceDate:))
    }
}
