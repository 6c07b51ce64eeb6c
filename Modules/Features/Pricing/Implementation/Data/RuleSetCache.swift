import DataStorage
import Foundation
import GRDB

/// The last rule set the server sent, stored as its raw JSON so a newer app version re-reads it
/// with its own rules of validation.
struct RuleSetCache: Sendable {
    /// A cached body and when it was fetched.
    struct Entry: Sendable, Hashable {
        let body: Data
        let syncedAt: Date
    }

    let database: AppDatabase

    /// Replaces the cached rule set.
    func save(_ body: Data, syncedAt: Date) async throws {
        try await database.write { db in
            try PricingMigrations.ruleSetTable.save(["body": body, "fetchedAt": syncedAt], in: db)
        }
    }

    /// The cached rule set, if any.
    func load() async throws -> Entry? {
        try await database.read { db in
            try PricingMigrations.ruleSetTable.fetch(in: db).map {
                Entry(body: $0["body"], syncedAt: $0["fetchedAt"])
            }
        }
    }
}
