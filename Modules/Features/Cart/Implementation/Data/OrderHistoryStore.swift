import CartInterface
import DataStorage
import Foundation
import GRDB

/// The receipts of paid orders, newest first.
struct OrderHistoryStore: OrderHistoryProviding {
    let database: AppDatabase

    /// Records a paid order and replaces the cart with `remainingCart` in one transaction, so a
    /// crash can never keep both the order and its products in the cart, nor lose both.
    /// - Returns: the receipt with its number.
    func record(_ receipt: OrderReceipt, remainingCart: CartContents) async throws -> OrderReceipt {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return try await database.write { db in
            try db.execute(
                sql:
                    "INSERT INTO \(CartMigrations.orderTable) (placedAt, total, currency, receipt) VALUES (?, ?, ?, ?)",
                arguments: [receipt.placedAt, "\(receipt.total.amount)", receipt.total.currency, Data()])
            var numbered = receipt
            numbered.number = Int(db.lastInsertedRowID)
            try db.execute(
                sql: "UPDATE \(CartMigrations.orderTable) SET receipt = ? WHERE number = ?",
                arguments: [try encoder.encode(numbered), numbered.number])
            try CartStore.replace(with: remainingCart, in: db)
            return numbered
        }
    }

    func orders() async throws -> [OrderReceipt] {
        let bodies = try await database.read { db in
            try Data.fetchAll(
                db, sql: "SELECT receipt FROM \(CartMigrations.orderTable) ORDER BY number DESC")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try bodies.map { try decoder.decode(OrderReceipt.self, from: $0) }
    }
}
