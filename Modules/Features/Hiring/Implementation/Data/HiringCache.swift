import DataStorage
import Foundation
import GRDB
import HiringInterface
import Networking

/// The list of the last successful fetch, saved in the app database (``HiringMigrations``): the
/// server's body as one value when the list came with it, else one row per item.
struct HiringCache: Sendable {
    let database: AppDatabase
    /// The largest body kept as one value; a larger one is kept one row per item.
    var largestPayload = OfflinePayloadTable.largestPayload

    /// Replaces the saved list with `snapshot`, in one transaction: `payload` (the body the list
    /// was read from) in one statement when given and not too large, else one row per item.
    func save(_ snapshot: HiringSnapshot, payload: Data? = nil) async throws {
        let tables = HiringMigrations.tables
        try await tables.store(
            body: payload, elements: snapshot.items, syncedAt: snapshot.syncedAt, largest: largestPayload,
            in: database,
            insert: "INSERT INTO \(tables.items) (position, id, list_id, name) VALUES (?, ?, ?, ?)",
            arguments: { [$0, $1.id, $1.listId, $1.name] }
        ) { db in
            // Seconds since the reference date: exact, unlike formatted text.
            try tables.sync.save(
                ["synced_at": snapshot.syncedAt.timeIntervalSinceReferenceDate, "skipped": snapshot.skipped],
                in: db)
        }
    }

    /// The saved list, if a fetch ever succeeded.
    func load() async throws -> HiringSnapshot? {
        let tables = HiringMigrations.tables
        // One read: a save between two reads could empty the rows after the body was looked for.
        let read = try await database.read {
            db -> (saved: StoredCopy<[HiringItem]>, skipped: Int, seconds: Double)? in
            guard let sync = try tables.sync.fetch(in: db) else { return nil }
            let saved = try tables.storedCopy(in: db) {
                try Row.fetchAll(db, sql: "SELECT id, list_id, name FROM \(tables.items) ORDER BY position")
                    .map { HiringItem(id: $0["id"], listId: $0["list_id"], name: $0["name"]) }
            }
            return (saved, try sync.decode(forColumn: "skipped"), try sync.decode(forColumn: "synced_at"))
        }
        guard let read else { return nil }
        let items: [HiringItem]
        switch read.saved {
        case .rows(let rows): items = rows
        // Read as a fetched body is read (outside the database's lock); what it skipped was
        // logged when it was fetched.
        case .body(let body): items = try APIClient.decode(HiringResponseDTO.self, from: body).items
        }
        return HiringSnapshot(
            items: items, skipped: read.skipped, syncedAt: Date(timeIntervalSinceReferenceDate: read.seconds),
            source: .cache)
    }
}
