import DataStorage
import Foundation
import GRDB

/// The last rule set the server sent, stored as its raw JSON so a newer app version re-reads it
/// with its own rules of validation.
struct RuleSetCache: Sendable {
    /// A cached body and when it was fetched.
    struct Entry: Sendable, Hashable {
        let body: Data
        let fetchedAt: Date
    }

    let database: AppDatabase

    /// Replaces the cached rule set.
    func save(_ body: Data, fetchedAt: Date) async throws {
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO \(PricingMigrations.ruleSetTable) (id, body, fetchedAt) VALUES (1, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET body = excluded.body, fetchedAt = excluded.fetchedAt
                    """,
                arguments: [body, fetchedAt])
        }
    }

    /// The cached rule set, if any.
    func load() async throws -> Entry? {
        try await database.read { db in
            try Row.fetchOne(
                db, sql: "SELECT body, fetchedAt FROM \(PricingMigrations.ruleSetTable) WHERE id = 1"
            ).map { Entry(body: $0["body"], fetchedAt: $0["fetchedAt"]) }
        }
    }
}
