import CartInterface
import DataStorage
import Foundation
import GRDB
import PricingInterface

/// The receipts of paid orders, newest first.
struct OrderHistoryStore: OrderHistoryService {
    let database: AppDatabase

    /// Records a paid order and takes exactly its `charged` lines out of the cart, in one
    /// immediate transaction on what the database holds now: a crash never keeps both the order
    /// and its products in the cart, nor loses both, and units another process added meanwhile stay.
    ///
    /// `idempotencyKey` names the checkout (it is kept across retries): when an order with that
    /// key exists, it is returned and nothing else changes, so a retried payment is never recorded
    /// twice. When the cart no longer holds a charged line (another process paid for or removed
    /// it), ``CartConflict/lineGone(code:)`` is thrown and nothing is recorded.
    /// - Returns: the receipt with its number.
    func record(
        _ receipt: OrderReceipt, charged: [CartContents.Line], idempotencyKey: String
    ) async throws -> OrderReceipt {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let body: Data = try await database.write { db in
            let table = CartMigrations.orderTable
            if let body = try Data.fetchOne(
                db, sql: "SELECT receipt FROM \(table) WHERE idempotencyKey = ?", arguments: [idempotencyKey])
            {
                return body
            }
            try CartStore.takeOut(charged, in: db)
            try db.execute(
                sql:
                    "INSERT INTO \(table) (placedAt, total, currency, receipt, idempotencyKey) VALUES (?, ?, ?, ?, ?)",
                arguments: [
                    receipt.placedAt, "\(receipt.total.amount)", receipt.total.currency, Data(),
                    idempotencyKey,
                ])
            var numbered = receipt
            numbered.number = Int(db.lastInsertedRowID)
            let body = try encoder.encode(numbered)
            try db.execute(
                sql: "UPDATE \(table) SET receipt = ? WHERE number = ?", arguments: [body, numbered.number])
            return body
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(OrderReceipt.self, from: body)
    }

    /// Records `basket`, paid under `authorization` at `paidAt`, as an order: its receipt worded by
    /// `describer`, exactly its priced lines taken out of the cart (``record(_:charged:idempotencyKey:)``).
    /// The store screen's checkout and the `checkout` command both finish this way. A line gone
    /// from the cart meanwhile is ``PaymentFailure/cartChanged(code:)``; any other failure to
    /// record is ``PaymentFailure/notRecorded(detail:)``.
    func recordPayment(
        of basket: PricedBasket, authorization: String, paidAt: Date, describer: any PromotionDescriber,
        idempotencyKey: String
    ) async throws -> OrderReceipt {
        let receipt = ReceiptBuilder(describer: describer).receipt(
            for: basket, paidAt: paidAt, paymentReference: authorization)
        let charged = basket.lines.map { CartContents.Line(code: $0.product.code, quantity: $0.quantity) }
        do {
            return try await record(receipt, charged: charged, idempotencyKey: idempotencyKey)
        } catch CartConflict.lineGone(let code) {
            throw PaymentFailure.cartChanged(code: code)
        } catch {
            throw PaymentFailure.notRecorded(detail: String(describing: error))
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
