import DataStorage
import Foundation
import GRDB

/// Why a cart change was not applied: the database's cart is not what the change was made
/// against (another window or script changed it first), or a line would grow past the limit.
public enum CartConflict: Error, Sendable, Hashable {
    /// The line the change was made against is no longer in the cart: paid for or removed
    /// elsewhere. Nothing was changed.
    case lineGone(code: String)
    /// The line would hold more than ``CartStore/maximumQuantity`` units. Nothing was changed.
    case quantityLimit(code: String, maximum: Int)
}

/// The cart in the database, shared by every process on the same file (two terminals, scripts).
///
/// Every change is one transaction on the line it changes, applied to what the database holds
/// now (`quantity = quantity + 1`), never a rewrite of the whole cart from a copy in memory: two
/// processes adding at once both count, and a line another process paid for does not come back.
/// Each change returns the cart as saved, so a screen shows what the database holds.
public struct CartStore: Sendable {
    /// The most units one line may hold (a scanning typo must not order 10,000 mugs).
    public static let maximumQuantity = 999
    /// The table of the saved cart: one row per product in the cart.
    public static let lineTable = "cart_line"

    public let database: AppDatabase

    /// A store of the cart saved in `database` (whose migrations created ``lineTable``).
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Creates ``lineTable`` (the Cart feature's first migration runs this).
    public static func createLineTable(in db: Database) throws {
        try db.create(table: lineTable) { table in
            table.column("code", .text).primaryKey()
            table.column("quantity", .integer).notNull().check { $0 > 0 }
            table.column("position", .integer).notNull()
        }
    }

    /// The saved cart (empty when none).
    public func load() throws -> CartContents {
        try database.read { try Self.contents(in: $0) }
    }

    /// Adds `quantity` units of `code`. With `toExistingLine` (the screen's `+` on a line it
    /// shows), the line must still be in the cart: if another process paid for or removed it,
    /// ``CartConflict/lineGone(code:)`` is thrown and nothing changes.
    /// - Returns: the cart as saved.
    @discardableResult
    public func add(_ code: String, quantity: Int = 1, toExistingLine: Bool = false) throws -> CartContents {
        precondition(quantity > 0, "add a positive quantity")
        return try database.write { db in
            let current = try Int.fetchOne(
                db, sql: "SELECT quantity FROM \(Self.lineTable) WHERE code = ?", arguments: [code])
            if toExistingLine, current == nil { throw CartConflict.lineGone(code: code) }
            guard (current ?? 0) <= Self.maximumQuantity - quantity else {
                throw CartConflict.quantityLimit(code: code, maximum: Self.maximumQuantity)
            }
            try db.execute(
                sql: """
                    INSERT INTO \(Self.lineTable) (code, quantity, position)
                    VALUES (?, ?, (SELECT COALESCE(MAX(position), -1) + 1 FROM \(Self.lineTable)))
                    ON CONFLICT(code) DO UPDATE SET quantity = quantity + excluded.quantity
                    """,
                arguments: [code, quantity])
            return try Self.contents(in: db)
        }
    }

    /// Removes `quantity` units of `code` (every unit when nil). Throws
    /// ``CartConflict/lineGone(code:)`` when the cart holds none (paid for or removed elsewhere).
    /// - Returns: the cart as saved.
    @discardableResult
    public func remove(_ code: String, quantity: Int? = nil) throws -> CartContents {
        try database.write { db in
            let table = Self.lineTable
            if let quantity {
                precondition(quantity > 0, "remove a positive quantity")
                try db.execute(
                    sql: "UPDATE \(table) SET quantity = quantity - ? WHERE code = ? AND quantity > ?",
                    arguments: [quantity, code, quantity])
                if db.changesCount == 0 {
                    try db.execute(
                        sql: "DELETE FROM \(table) WHERE code = ? AND quantity <= ?",
                        arguments: [code, quantity])
                }
            } else {
                try db.execute(sql: "DELETE FROM \(table) WHERE code = ?", arguments: [code])
            }
            guard db.changesCount > 0 else { throw CartConflict.lineGone(code: code) }
            return try Self.contents(in: db)
        }
    }

    /// The cart inside an open transaction.
    public static func contents(in db: Database) throws -> CartContents {
        let rows = try Row.fetchAll(
            db, sql: "SELECT code, quantity FROM \(Self.lineTable) ORDER BY position")
        return CartContents(lines: rows.map { CartContents.Line(code: $0["code"], quantity: $0["quantity"]) })
    }

    /// Takes exactly the `charged` lines out of the cart inside an open transaction (the checkout's):
    /// units added meanwhile stay. Throws ``CartConflict/lineGone(code:)`` when the cart no longer
    /// holds a charged line's units (another process paid for or removed them); the caller's
    /// transaction then rolls back, so nothing is charged twice.
    public static func takeOut(_ charged: [CartContents.Line], in db: Database) throws {
        let table = Self.lineTable
        for line in charged {
            try db.execute(
                sql: "DELETE FROM \(table) WHERE code = ? AND quantity = ?",
                arguments: [line.code, line.quantity])
            if db.changesCount == 0 {
                try db.execute(
                    sql: "UPDATE \(table) SET quantity = quantity - ? WHERE code = ? AND quantity > ?",
                    arguments: [line.quantity, line.code, line.quantity])
            }
            guard db.changesCount > 0 else { throw CartConflict.lineGone(code: line.code) }
        }
    }
}
