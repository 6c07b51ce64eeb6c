import DataStorage
import Foundation
import GRDB
import OrdersInterface

/// The last fetched list, and details fetched since, saved so they stay readable offline.
struct OrdersCache: Sendable {
    let database: AppDatabase

    /// Replaces the saved list with `snapshot`, in one transaction.
    func save(_ snapshot: OrdersSnapshot) async throws {
        let encoder = JSONEncoder()
        let rows = try snapshot.items.map { try encoder.encode($0) }
        try await database.write { db in
            try db.execute(sql: "DELETE FROM \(OrdersMigrations.tables.items)")
            for (position, (order, json)) in zip(snapshot.items, rows).enumerated() {
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO \(OrdersMigrations.tables.items) (id, position, "order", syncedAt)
                        VALUES (?, ?, ?, ?)
                        """,
                    arguments: [order.id, position, json, snapshot.syncedAt])
            }
            try OrdersMigrations.tables.sync.save(
                ["syncedAt": snapshot.syncedAt, "skipped": snapshot.skipped], in: db)
        }
    }

    /// Saves a freshly fetched copy of one order over the list's copy (kept in its place).
    func save(_ order: Order, syncedAt: Date) async throws {
        let json = try JSONEncoder().encode(order)
        try await database.write { db in
            let position =
                try Int.fetchOne(
                    db, sql: "SELECT position FROM \(OrdersMigrations.tables.items) WHERE id = ?",
                    arguments: [order.id])
                ?? (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(OrdersMigrations.tables.items)") ?? 0)
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO \(OrdersMigrations.tables.items) (id, position, "order", syncedAt)
                    VALUES (?, ?, ?, ?)
                    """,
                arguments: [order.id, position, json, syncedAt])
        }
    }

    /// The saved list, if a fetch ever succeeded.
    func load() async throws -> OrdersSnapshot? {
        try await database.read { db in
            guard let sync = try OrdersMigrations.tables.sync.fetch(in: db) else { return nil }
            let rows = try Row.fetchAll(
                db, sql: "SELECT \"order\" FROM \(OrdersMigrations.tables.items) ORDER BY position")
            let decoder = JSONDecoder()
            let orders = try rows.map { try decoder.decode(Order.self, from: $0["order"] as Data) }
            return OrdersSnapshot(
                items: orders, skipped: sync["skipped"], syncedAt: sync["syncedAt"], source: .cache)
        }
    }

    /// The saved copy of order `id` and when it was synced, if there is one.
    func order(id: String) async throws -> (order: Order, syncedAt: Date)? {
        try await database.read { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT \"order\", syncedAt FROM \(OrdersMigrations.tables.items) WHERE id = ?",
                    arguments: [id])
            else { return nil }
            return (try JSONDecoder().decode(Order.self, from: row["order"] as Data), row["syncedAt"])
        }
    }
}
