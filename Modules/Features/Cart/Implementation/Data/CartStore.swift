import DataStorage
import Foundation
import GRDB

/// The cart in the database, so it survives restarts. Writes are synchronous and small: the cart
/// is saved before the key that changed it is done, so quitting right after never loses a change.
struct CartStore: Sendable {
    let database: AppDatabase

    /// The saved cart (empty when none).
    func load() throws -> CartContents {
        try database.read { db in
            let rows = try Row.fetchAll(
                db, sql: "SELECT code, quantity FROM \(CartMigrations.lineTable) ORDER BY position")
            return CartContents(
                lines: rows.map { CartContents.Line(code: $0["code"], quantity: $0["quantity"]) })
        }
    }

    /// Replaces the saved cart with `cart`.
    func save(_ cart: CartContents) throws {
        try database.write { db in
            try Self.replace(with: cart, in: db)
        }
    }

    /// Replaces the saved cart inside an open transaction (also used when an order is recorded).
    static func replace(with cart: CartContents, in db: Database) throws {
        try db.execute(sql: "DELETE FROM \(CartMigrations.lineTable)")
        for (position, line) in cart.lines.enumerated() {
            try db.execute(
                sql: "INSERT INTO \(CartMigrations.lineTable) (code, quantity, position) VALUES (?, ?, ?)",
                arguments: [line.code, line.quantity, position])
        }
    }
}
