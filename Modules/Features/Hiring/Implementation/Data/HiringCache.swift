import DataStorage
import Foundation
import GRDB
import HiringInterface

/// The list of the last successful fetch, saved in the app database (``HiringMigrations``).
struct HiringCache: Sendable {
    let database: AppDatabase

    /// Replaces the saved list with `snapshot`, in one transaction.
    func save(_ snapshot: HiringSnapshot) async throws {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM \(HiringMigrations.tables.items)")
            let insert = try db.makeStatement(
                sql:
                    "INSERT INTO \(HiringMigrations.tables.items) (position, id, list_id, name) VALUES (?, ?, ?, ?)"
            )
            for (position, item) in snapshot.items.enumerated() {
                try insert.execute(arguments: [position, item.id, item.listId, item.name])
            }
            // Seconds since the reference date: exact, unlike formatted text.
            try HiringMigrations.tables.sync.save(
                [
                    "synced_at": snapshot.syncedAt.timeIntervalSinceReferenceDate,
                    "skipped": snapshot.skipped,
                ], in: db)
        }
    }

    /// The saved list, if a fetch ever succeeded.
    func load() async throws -> HiringSnapshot? {
        try await database.read { db in
            guard let sync = try HiringMigrations.tables.sync.fetch(in: db) else { return nil }
            let seconds: Double = sync["synced_at"]
            let items = try Row.fetchAll(
                db, sql: "SELECT id, list_id, name FROM \(HiringMigrations.tables.items) ORDER BY position"
            ).map { HiringItem(id: $0["id"], listId: $0["list_id"], name: $0["name"]) }
            return HiringSnapshot(
                items: items, skipped: sync["skipped"],
                syncedAt: Date(timeIntervalSinceReferenceDate: seconds),
                source: .cache)
        }
    }
}
