import DataStorage
import Foundation
import GRDB
import PacksInterface

/// Keeps the archived parcel ids in the app database (``PacksMigrations``), so they survive restarts.
public struct PacksArchiveStore: PacksArchive {
    private let database: AppDatabase
    private let now: @Sendable () -> Date

    /// A store in `database`, which must have run ``PacksMigrations/all``; `now` stamps archivals.
    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.now = now
    }

    public func archivedIDs() throws -> Set<String> {
        Set(
            try database.read { db in
                try String.fetchAll(db, sql: "SELECT id FROM \(PacksMigrations.archivedTable)")
            })
    }

    public func setArchived(_ archived: Bool, id: String) throws {
        let stamp = now().timeIntervalSinceReferenceDate
        try database.write { db in
            if archived {
                // Archiving twice keeps the first time it happened.
                try db.execute(
                    sql:
                        "INSERT OR IGNORE INTO \(PacksMigrations.archivedTable) (id, archived_at) VALUES (?, ?)",
                    arguments: [id, stamp])
            } else {
                try db.execute(
                    sql: "DELETE FROM \(PacksMigrations.archivedTable) WHERE id = ?", arguments: [id])
            }
        }
    }
}
