import DataStorage
import Foundation
import GRDB
import PacksInterface

/// Keeps the last fetched parcel list in the app database (``PacksMigrations``).
public struct PacksDatabaseCache: PacksCache {
    private let database: AppDatabase

    /// A cache in `database`, which must have run ``PacksMigrations/all``.
    public init(database: AppDatabase) {
        self.database = database
    }

    public func cachedSnapshot() async throws -> PacksSnapshot? {
        try await database.read { db -> PacksSnapshot? in
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
            return PacksSnapshot(packs: packs, syncedAt: Date(timeIntervalSinceReferenceDate: seconds))
        }
    }

    public func store(_ snapshot: PacksSnapshot) async throws {
        try await database.write { db in
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

    private static func date(_ seconds: Double?) -> Date? {
        seconds.map(Date.init(timeIntervalSinceReferenceDate:))
    }
}
