import CatalogInterface
import DataStorage
import Formatting
import Foundation
import GRDB

/// The products of the last successful fetch, saved for offline use.
struct CatalogCache: Sendable {
    let database: AppDatabase

    /// Replaces the saved catalog with `snapshot`, in one transaction.
    func save(_ snapshot: CatalogSnapshot) async throws {
        let issues = try JSONEncoder().encode(snapshot.issues)
        try await database.write { db in
            try db.execute(sql: "DELETE FROM \(CatalogMigrations.tables.items)")
            for (position, product) in snapshot.products.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO \(CatalogMigrations.tables.items) (position, code, name, price, currency)
                        VALUES (?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        position, product.code, product.name, "\(product.price.amount)",
                        product.price.currency,
                    ])
            }
            try CatalogMigrations.tables.sync.save(
                ["fetchedAt": snapshot.syncedAt, "issues": issues], in: db)
        }
    }

    /// The saved catalog, if a fetch ever succeeded.
    func load() async throws -> CatalogSnapshot? {
        try await database.read { db in
            guard let sync = try CatalogMigrations.tables.sync.fetch(in: db) else { return nil }
            let rows = try Row.fetchAll(
                db,
                sql:
                    "SELECT code, name, price, currency FROM \(CatalogMigrations.tables.items) ORDER BY position"
            )
            let products = try rows.map { row in
                let text: String = row["price"]
                guard let amount = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
                    throw CatalogCacheError(reason: "the saved price '\(text)' is not a number")
                }
                return Product(
                    code: row["code"], name: row["name"],
                    price: Money(amount: amount, currency: row["currency"]))
            }
            let issues = try JSONDecoder().decode([CatalogIssue].self, from: sync["issues"])
                .map { $0.savedWithoutCurrency(assuming: products.first?.price.currency) }
            return CatalogSnapshot(
                products: products, issues: issues, syncedAt: sync["fetchedAt"], source: .cache)
        }
    }
}

extension CatalogIssue {
    /// A copy saved before issues kept their currency has none for a negative price; the one
    /// its products are priced in (`currency`) is the catalog's. Other issues are unchanged.
    fileprivate func savedWithoutCurrency(assuming currency: String?) -> CatalogIssue {
        guard case .negativePrice(let amount, nil) = reason else { return self }
        return CatalogIssue(
            position: position, code: code, reason: .negativePrice(amount, currency: currency))
    }
}

/// The saved catalog cannot be read back.
struct CatalogCacheError: Error, CustomStringConvertible {
    let reason: String
    var description: String { "The saved catalog is unreadable: \(reason)" }
}
