import CartInterface
import CartTesting
import DataStorage
import DataStorageTestSupport
import Foundation
import MosaicTestSupport
import PricingTesting
import SavedCart
import Testing
@testable import Cart

/// Two processes on one cart: each change is a transaction on its line, applied to what the
/// database holds now. Two `AppDatabase`s on one file stand in for two processes (separate
/// connections, separate caches); Tests/EndToEndTests/CartProcessesEndToEndTests runs real ones.
@MainActor @Suite struct CartConcurrencyTests {
    private final class SharedFile {
        let directory: URL
        init() throws { directory = try temporaryDirectory() }
        deinit { try? FileManager.default.removeItem(at: directory) }

        /// A new connection to the shared file, as another process would open it.
        func open() throws -> AppDatabase {
            try AppDatabase(
                location: .file(directory.appending(path: "store.sqlite")), appName: "cart-tests",
                migrations: [CartMigrations.all])
        }
    }

    @Test func additionsFromTwoConnectionsAllCount() async throws {
        let file = try SharedFile()
        let first = CartStore(database: try file.open())
        let second = CartStore(database: try file.open())
        await withTaskGroup { group in
            for store in [first, second] {
                group.addTask {
                    for _ in 0..<25 { _ = try? store.add("MUG") }
                }
            }
        }
        #expect(try first.load().lines == [.init(code: "MUG", quantity: 50)])
    }

    @Test func aStaleCopyNeverBringsBackAPaidLine() async throws {
        let file = try SharedFile()
        let windowA = CartStore(database: try file.open())
        let windowB = try file.open()
        try windowA.add("MUG", quantity: 2)
        // B pays for the mug; A still shows it and adds a cap.
        _ = try await OrderHistoryStore(database: windowB).record(
            CartFixtures.referenceReceipt(), charged: [.init(code: "MUG", quantity: 2)], idempotencyKey: "b")
        let afterAdd = try windowA.add("CAP")
        #expect(afterAdd.lines == [.init(code: "CAP", quantity: 1)], "the paid mug does not come back")
        // A change against the paid line is refused, not applied.
        #expect(throws: CartConflict.lineGone(code: "MUG")) { try windowA.add("MUG", toExistingLine: true) }
        #expect(throws: CartConflict.lineGone(code: "MUG")) { try windowA.remove("MUG", quantity: 1) }
        #expect(try windowA.load().lines == [.init(code: "CAP", quantity: 1)])
    }

    @Test func aRetriedCheckoutRecordsOneOrderAndChargesItsLinesOnce() async throws {
        let file = try SharedFile()
        let database = try file.open()
        let cart = CartStore(database: database)
        try cart.add("MUG", quantity: 3)
        try cart.add("CAP")
        let orders = OrderHistoryStore(database: database)
        let charged: [CartContents.Line] = [.init(code: "MUG", quantity: 2), .init(code: "CAP", quantity: 1)]
        let first = try await orders.record(
            CartFixtures.referenceReceipt(), charged: charged, idempotencyKey: "k1")
        let retried = try await orders.record(
            CartFixtures.referenceReceipt(), charged: charged, idempotencyKey: "k1")
        #expect(retried == first, "the same payment retried finds its order")
        #expect(try await orders.orders().count == 1)
        #expect(try cart.load().lines == [.init(code: "MUG", quantity: 1)], "exactly the charged units left")
    }

    /// Eight callers, each with its own connection to the file, check out under one key at once:
    /// each asks what the key names (read with the cart in one snapshot) and, when it names no
    /// order yet, records the payment (lookup and insert in one transaction). Exactly one order
    /// is recorded, the cart is charged once, and every caller gets that order.
    @Test func checkoutsUnderOneKeyFromEightConnectionsRecordOneOrderThatEveryCallerGets() async throws {
        let file = try SharedFile()
        let receipt = CartFixtures.referenceReceipt(number: 0)
        let cart = CartStore(database: try file.open())
        for line in receipt.lines { try cart.add(line.code, quantity: line.quantity) }
        let callers = try (0..<8).map { _ in OrderHistoryStore(database: try file.open()) }
        let answers = try await withThrowingTaskGroup(of: OrderReceipt.self) { group in
            for orders in callers {
                group.addTask {
                    switch try await orders.checkout(idempotencyKey: "one-key") {
                    case .paid(let order): return order
                    case .unpaid(let saved):
                        try #require(!saved.isEmpty, "an unknown key is read with the cart its order left")
                        return try await orders.record(
                            receipt, charged: saved.lines, idempotencyKey: "one-key")
                    }
                }
            }
            var answers: [OrderReceipt] = []
            for try await answer in group { answers.append(answer) }
            return answers
        }
        try #require(answers.count == 8)
        #expect(Set(answers.map(\.number)) == [1], "every caller gets the one order")
        #expect(try await OrderHistoryStore(database: try file.open()).orders().count == 1)
        #expect(try cart.load().isEmpty, "its lines were taken out once")
    }

    /// The key's lookup inside the recording transaction compares baskets too: a key already used
    /// for other lines is refused there (nothing recorded, nothing taken out of the cart), and so
    /// is the lookup before it when the cart holds something else.
    @Test func aKeyAlreadyUsedForAnotherBasketIsRefusedAndRecordsNothing() async throws {
        let database = try SharedFile().open()
        let cart = CartStore(database: database)
        let orders = OrderHistoryStore(database: database)
        try cart.add("MUG", quantity: 2)
        var mugs = CartFixtures.referenceReceipt(number: 0)
        mugs.lines = try #require(mugs.lines.last.map { [$0] })
        let first = try await orders.record(
            mugs, charged: [.init(code: "MUG", quantity: 1)], idempotencyKey: "k")
        #expect(try await orders.checkout(idempotencyKey: "k") == .paid(first), "the same basket (MUG × 1)")
        try cart.add("CAP")
        await #expect(throws: IdempotencyKeyReused(order: first)) {
            _ = try await orders.checkout(idempotencyKey: "k")
        }
        await #expect(throws: IdempotencyKeyReused(order: first)) {
            _ = try await orders.record(
                CartFixtures.referenceReceipt(number: 0), charged: [.init(code: "CAP", quantity: 1)],
                idempotencyKey: "k")
        }
        #expect(try await orders.orders() == [first])
        #expect(try cart.load().lines == [.init(code: "MUG", quantity: 1), .init(code: "CAP", quantity: 1)])
    }

    @Test func aCheckoutOfLinesAnotherProcessPaidForRecordsNothing() async throws {
        let file = try SharedFile()
        let cart = CartStore(database: try file.open())
        try cart.add("MUG", quantity: 2)
        let windowA = OrderHistoryStore(database: try file.open())
        let windowB = OrderHistoryStore(database: try file.open())
        let charged: [CartContents.Line] = [.init(code: "MUG", quantity: 2)]
        _ = try await windowB.record(CartFixtures.referenceReceipt(), charged: charged, idempotencyKey: "b")
        await #expect(throws: CartConflict.lineGone(code: "MUG")) {
            _ = try await windowA.record(
                CartFixtures.referenceReceipt(), charged: charged, idempotencyKey: "a")
        }
        #expect(try await windowA.orders().count == 1, "the mugs are charged once")
    }

    @Test func aLineCannotGrowPastTheLimit() throws {
        let cart = CartStore(database: try memoryDatabase(CartMigrations.all))
        try cart.add("MUG", quantity: CartStore.maximumQuantity)
        #expect(throws: CartConflict.quantityLimit(code: "MUG", maximum: CartStore.maximumQuantity)) {
            try cart.add("MUG")
        }
        #expect(try cart.load().lines == [.init(code: "MUG", quantity: CartStore.maximumQuantity)])
    }

    /// The screen of window A follows the saved cart: B's change shows after one poll interval
    /// on A's clock, and A's `-` on a line B paid for is refused with a notice.
    @Test(.hangsAfter(minutes: 10))
    func aStaleScreenShowsTheSavedCartAfterOneIntervalAndRefusesAChangeToAPaidLine() async throws {
        let file = try SharedFile()
        let harness = try StoreHarness(database: try file.open())
        let polling = ManualClock()
        var dependencies = try harness.dependencies
        dependencies.cartPolling = CartPolling(clock: polling, interval: .milliseconds(500))
        let model = StoreViewModel(dependencies: dependencies)
        await model.load()
        let following = Task { await model.followSavedCart() }
        defer { following.cancel() }
        await polling.waitForSleepers(1)
        model.add("MUG")
        #expect(model.cart.lines == [.init(code: "MUG", quantity: 1)])

        let other = CartStore(database: try file.open())
        try other.add("CAP", quantity: 2)
        await polling.advance(by: .milliseconds(499))
        #expect(model.cart.lines == [.init(code: "MUG", quantity: 1)], "not before the interval")
        await polling.advance(by: .milliseconds(1))
        await polling.waitForSleepers(1)
        #expect(model.cart.lines == [.init(code: "MUG", quantity: 1), .init(code: "CAP", quantity: 2)])

        _ = try await OrderHistoryStore(database: try file.open()).record(
            CartFixtures.referenceReceipt(), charged: [.init(code: "MUG", quantity: 1)],
            idempotencyKey: "other")
        model.removeOne("MUG")
        #expect(model.notice == .lineGone("MUG"))
        #expect(model.cart.lines == [.init(code: "CAP", quantity: 2)], "the saved cart, not the stale copy")
    }

    /// The screen's checkout finishes through ``OrderHistoryStore/recordPayment(of:authorization:paidAt:describer:idempotencyKey:)``,
    /// as `checkout` does: when another process paid for the mug while this screen was paying,
    /// the payment fails as "the cart changed", nothing more is recorded, and the screen shows
    /// the cart as it is now.
    @Test func aPaymentForLinesAnotherProcessPaidForFailsAndShowsTheCartAsItIsNow() async throws {
        let file = try SharedFile()
        let harness = try StoreHarness(database: try file.open(), immediate: true)
        let model = try harness.model()
        await model.load()
        model.add("MUG")
        model.beginCheckout()
        model.confirmCheckout()
        _ = try await OrderHistoryStore(database: try file.open()).record(
            CartFixtures.referenceReceipt(), charged: [.init(code: "MUG", quantity: 1)],
            idempotencyKey: "other")
        await model.pay()
        #expect(model.checkout == .failed(.cartChanged(code: "MUG")))
        #expect(model.cart.lines.isEmpty, "the paid mug is gone from this screen too")
        #expect(try await OrderHistoryStore(database: harness.database).orders().count == 1)
    }

    /// The screen keeps its key across retries: when the first try was recorded (here by another
    /// connection, as a crash after the commit would leave it) the retry answers with that order
    /// before the cart is looked at, and the provider, which would decline now, is not asked.
    @Test func aRetriedPaymentWhoseKeyRecordedItsOrderShowsThatOrderAndPaysNothing() async throws {
        let file = try SharedFile()
        let harness = try StoreHarness(
            routes: [paymentRoute(#"{"status": "declined", "message": "Card expired"}"#)],
            database: try file.open(), immediate: true)
        let model = try harness.model()
        await model.load()
        model.add("MUG")
        model.beginCheckout()
        model.confirmCheckout()
        let key = try #require(model.checkoutKey)
        let recorded = try await OrderHistoryStore(database: try file.open()).record(
            CartFixtures.referenceReceipt(number: 0), charged: [.init(code: "MUG", quantity: 1)],
            idempotencyKey: key)
        await model.pay()
        #expect(model.checkout == .paid(recorded))
        #expect(model.cart.isEmpty)
        #expect(try await OrderHistoryStore(database: harness.database).orders() == [recorded])
    }
}
