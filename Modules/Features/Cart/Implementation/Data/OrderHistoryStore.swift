import CartInterface
import DataStorage
import Foundation
import GRDB
import PricingInterface
import SavedCart

/// What a checkout key names, read in one snapshot together with the saved cart.
enum KeyedCheckout: Sendable, Hashable {
    /// No order has this key yet: `cart` is the cart as saved in the same snapshot, the one to pay for.
    case unpaid(cart: CartContents)
    /// The order recorded under this key earlier (the cart was empty, or held exactly its lines).
    case paid(OrderReceipt)
}

/// A checkout key that already names an order for a different basket (other products or
/// quantities than the order's): the checkout is refused and nothing is charged or recorded.
struct IdempotencyKeyReused: Error, Sendable, Hashable {
    /// The order the key names.
    let order: OrderReceipt
}

/// The receipts of paid orders, newest first.
struct OrderHistoryStore: OrderHistoryService {
    let database: AppDatabase

    /// What `idempotencyKey` names, read in one snapshot with the saved cart, so an order another
    /// process committed a moment ago is seen together with the cart it left. A checkout asks
    /// this first, before it looks at the cart: a known key answers with its order when the cart
    /// is empty (the order took its lines out) or holds exactly the order's lines; any other cart
    /// is a different basket, and ``IdempotencyKeyReused`` is thrown.
    func checkout(idempotencyKey: String) async throws -> KeyedCheckout {
        try await database.read { db in
            let cart = try CartStore.contents(in: db)
            let order = try Self.order(keyed: idempotencyKey, for: cart.lines, in: db)
            return order.map { .paid($0) } ?? .unpaid(cart: cart)
        }
    }

    /// The order recorded under `key`, when there is one and `lines` are empty or exactly its
    /// lines; `IdempotencyKeyReused` when they are another basket.
    private static func order(
        keyed key: String, for lines: [CartContents.Line], in db: Database
    ) throws -> OrderReceipt? {
        guard
            let body = try Data.fetchOne(
                db, sql: "SELECT receipt FROM \(CartMigrations.orderTable) WHERE idempotencyKey = ?",
                arguments: [key])
        else { return nil }
        let order = try decoder.decode(OrderReceipt.self, from: body)
        guard lines.isEmpty || order.hasLines(lines.map { ($0.code, $0.quantity) }) else {
            throw IdempotencyKeyReused(order: order)
        }
        return order
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// Records a paid order and takes exactly its `charged` lines out of the cart, in one
    /// immediate transaction on what the database holds now: a crash never keeps both the order
    /// and its products in the cart, nor loses both, and units another process added meanwhile stay.
    ///
    /// `idempotencyKey` names the checkout (it is kept across retries): when an order with that
    /// key exists, it is returned and nothing else changes, so a retried payment is never recorded
    /// twice; the key's lookup and the new order are one transaction, so of two processes paying
    /// under one key one records and the other gets that order. An order under that key for a
    /// different basket than `receipt`'s lines throws ``IdempotencyKeyReused``. When the cart no
    /// longer holds a charged line (another process paid for or removed it),
    /// ``CartConflict/lineGone(code:)`` is thrown and nothing is recorded.
    /// - Returns: the receipt with its number.
    func record(
        _ receipt: OrderReceipt, charged: [CartContents.Line], idempotencyKey: String
    ) async throws -> OrderReceipt {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let body: Data = try await database.write { db in
            let table = CartMigrations.orderTable
            let lines = receipt.lines.map { CartContents.Line(code: $0.code, quantity: $0.quantity) }
            if let order = try Self.order(keyed: idempotencyKey, for: lines, in: db) {
                return try encoder.encode(order)
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
        return try Self.decoder.decode(OrderReceipt.self, from: body)
    }

    /// Records `basket`, paid under `authorization` at `paidAt`, as an order: its receipt worded by
    /// `describer`, exactly its priced lines taken out of the cart (``record(_:charged:idempotencyKey:)``).
    /// The store screen's checkout and the `checkout` command both finish this way. A line gone
    /// from the cart meanwhile is ``PaymentFailure/cartChanged(code:)``, a key already used for
    /// another basket ``PaymentFailure/keyReused(reference:)``; any other failure to
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
        } catch let reused as IdempotencyKeyReused {
            throw PaymentFailure.keyReused(reference: reused.order.reference)
        } catch {
            throw PaymentFailure.notRecorded(detail: String(describing: error))
        }
    }

    func orders() async throws -> [OrderReceipt] {
        let bodies = try await database.read { db in
            try Data.fetchAll(
                db, sql: "SELECT receipt FROM \(CartMigrations.orderTable) ORDER BY number DESC")
        }
        return try bodies.map { try Self.decoder.decode(OrderReceipt.self, from: $0) }
    }
}
