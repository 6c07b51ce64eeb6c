import CartInterface
import CatalogInterface
import CatalogTesting
import DataStorage
import DataStorageTestSupport
import Foundation
import MosaicTestSupport
import Networking
import PricingInterface
import PricingTesting
import SavedCart
import Testing
@testable import Cart

/// The store view model: loading, cart edits priced live, checkout confirm/cancel/success/failure.
@MainActor @Suite struct StoreViewModelTests {
    @Test func loadsProductsPromotionsAndAnEmptyCart() async throws {
        let model = try StoreHarness().model()
        #expect(model.state == .loading)
        await model.load()
        guard case .loaded(let content) = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
        #expect(content.catalog.products.count == CatalogFixtures.products.count)
        #expect(content.rules.ruleSet == PricingFixtures.referenceRules)
        #expect(try model.pricing?.get().total == euros("0"))
    }

    @Test func editsArePricedLiveAndSaved() async throws {
        let harness = try StoreHarness()
        let model = try harness.model()
        await model.load()
        model.add("VOUCHER")
        model.add("VOUCHER")
        model.add("MUG")
        var basket = try #require(try model.pricing?.get())
        #expect(basket.lines.map(\.quantity) == [2, 1])
        #expect(basket.subtotal == euros("17.5"))
        #expect(basket.total == euros("15.75"), "the fake's 10% off")
        #expect(basket.discounts.count == 2)
        model.removeOne("VOUCHER")
        model.removeAll("MUG")
        basket = try #require(try model.pricing?.get())
        #expect(basket.lines.map(\.quantity) == [1])
        #expect(
            try CartStore(database: harness.database).load().lines == [.init(code: "VOUCHER", quantity: 1)])
        model.add("NOT-SOLD")
        #expect(model.cart.quantity(of: "NOT-SOLD") == 0, "only products of the catalog can be added")
    }

    @Test func theCartSurvivesARestart() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = StorageLocation.file(directory.appending(path: "store.sqlite"))
        do {
            let database = try AppDatabase(
                location: location, appName: "cart-tests", migrations: [CartMigrations.all])
            let model = try StoreHarness(database: database).model()
            await model.load()
            model.add("TSHIRT")
            model.add("TSHIRT")
            model.add("VOUCHER")
            try database.close()
        }
        let reopened = try AppDatabase(
            location: location, appName: "cart-tests", migrations: [CartMigrations.all])
        let model = try StoreHarness(database: reopened).model()
        await model.load()
        #expect(
            model.cart.lines == [.init(code: "TSHIRT", quantity: 2), .init(code: "VOUCHER", quantity: 1)])
        #expect(try model.pricing?.get().lines.count == 2)
    }

    @Test func productsNoLongerSoldAreTakenOutAndNamed() async throws {
        let harness = try StoreHarness()
        try CartStore(database: harness.database).add("GONE", quantity: 2)
        try CartStore(database: harness.database).add("MUG")
        let model = try harness.model()
        await model.load()
        #expect(model.cart.lines == [.init(code: "MUG", quantity: 1)])
        #expect(model.notice == .removedUnavailable(["GONE"]))
    }

    @Test func noCatalogAtAllFailsAndRetryRecovers() async throws {
        let catalog = FakeCatalogService([
            CatalogLoad(snapshot: nil, failure: .offline), CatalogLoad(snapshot: CatalogFixtures.snapshot()),
        ])
        let model = try StoreHarness(catalog: catalog).model()
        await model.load()
        #expect(model.state == .failed(.catalog(.offline)))
        model.requestReload()
        #expect(model.state == .loading)
        await model.load()
        guard case .loaded = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
    }

    @Test func aFailedRefreshKeepsTheStoreAndTheCart() async throws {
        let catalog = FakeCatalogService([
            CatalogLoad(snapshot: CatalogFixtures.snapshot()),
            CatalogLoad(snapshot: nil, failure: .httpStatus(code: 503, bodyExcerpt: "")),
        ])
        let model = try StoreHarness(catalog: catalog).model()
        await model.load()
        model.add("MUG")
        model.requestReload()
        #expect(model.isRefreshing)
        await model.load()
        #expect(model.content?.catalogFailure == .httpStatus(code: 503, bodyExcerpt: ""))
        #expect(model.content?.catalog.products.count == CatalogFixtures.products.count)
        #expect(model.cart.quantity(of: "MUG") == 1)
        #expect(!model.isRefreshing)
    }

    @Test func checkoutOfAnEmptyCartSaysSo() async throws {
        let model = try StoreHarness().model()
        await model.load()
        model.beginCheckout()
        #expect(model.checkout == .idle)
        #expect(model.notice == .cartEmpty)
    }

    @Test func checkoutOfflineIsRefusedAndTheCartKept() async throws {
        let saved = CatalogFixtures.snapshot(syncedAt: referenceDate - 3600, source: .cache)
        let model = try StoreHarness(
            catalog: FakeCatalogService([CatalogLoad(snapshot: saved, failure: .offline)])
        ).model()
        await model.load()
        model.add("VOUCHER")
        model.beginCheckout()
        #expect(model.checkout == .idle)
        #expect(model.notice == .checkoutOffline)
        #expect(model.cart.quantity(of: "VOUCHER") == 1)
    }

    @Test func confirmationCanBeCancelled() async throws {
        let model = try StoreHarness().model()
        await model.load()
        model.add("VOUCHER")
        model.beginCheckout()
        #expect(model.checkout == .confirming)
        model.cancelCheckout()
        #expect(model.checkout == .idle)
        #expect(model.cart.quantity(of: "VOUCHER") == 1)
    }

    @Test(.hangsAfter(minutes: 10))
    func payingShowsProgressOnTheClockThenRecordsTheOrderAndEmptiesTheCart() async throws {
        let harness = try StoreHarness()
        let model = try harness.model()
        await model.load()
        model.add("VOUCHER")
        model.add("TSHIRT")
        model.beginCheckout()
        model.confirmCheckout()
        #expect(model.checkout == .paying(PaymentProgress(step: .contacting)))
        let payment = Task { await model.pay() }
        await harness.clock.waitForSleepers(1)
        #expect(model.checkout == .paying(PaymentProgress(step: .authorizing)))
        await harness.clock.advance(by: .milliseconds(499))
        #expect(model.checkout == .paying(PaymentProgress(step: .authorizing)), "not a moment early")
        await harness.clock.advance(by: .milliseconds(1))
        await harness.clock.waitForSleepers(1)
        #expect(model.checkout == .paying(PaymentProgress(step: .confirming)))
        await harness.clock.advance(by: .milliseconds(500))
        await payment.value
        guard case .paid(let receipt) = model.checkout else {
            Issue.record("expected paid, got \(model.checkout)")
            return
        }
        #expect(receipt.number == 1)
        #expect(receipt.reference == "S-000001")
        #expect(receipt.paymentReference == "AUTH42")
        #expect(receipt.total == euros("22.5"))
        #expect(receipt.placedAt == referenceDate + 1, "paid when the clock said so")
        #expect(model.cart.isEmpty)
        #expect(try CartStore(database: harness.database).load().isEmpty, "the emptied cart is saved")
        #expect(try await OrderHistoryStore(database: harness.database).orders() == [receipt])
        model.finishCheckout()
        #expect(model.checkout == .idle)
        #expect(model.notice == .paid(receipt))
    }

    @Test(arguments: [
        (
            paymentRoute(#"{"status": "declined", "message": "Insufficient funds"}"#),
            PaymentFailure.declined(providerMessage: "Insufficient funds")
        ),
        (
            paymentRoute("busy", status: 503),
            PaymentFailure.network(.httpStatus(code: 503, bodyExcerpt: "busy"))
        ),
        (
            paymentRoute(#"{"status": "pending"}"#),
            PaymentFailure.unexpectedAnswer("The payment provider answered “pending”.")
        ),
    ])
    func aFailedPaymentKeepsTheCartAndRecordsNothing(route: MockRoute, expected: PaymentFailure) async throws
    {
        let harness = try StoreHarness(routes: [route])
        let model = try harness.model()
        await model.load()
        model.add("MUG")
        model.beginCheckout()
        model.confirmCheckout()
        await model.pay()
        guard case .failed(let failure) = model.checkout else {
            Issue.record("expected failed, got \(model.checkout)")
            return
        }
        #expect(failure == expected)
        #expect(model.cart.quantity(of: "MUG") == 1)
        #expect(try await OrderHistoryStore(database: harness.database).orders().isEmpty)
    }

    @Test(.hangsAfter(minutes: 10))
    func losingTheConnectionAtPaymentKeepsTheCartAndRetryWorksOnceBack() async throws {
        let database = try memoryDatabase(CartMigrations.all)
        let offline = try StoreHarness(offline: true, database: database).model()
        await offline.load()
        offline.add("MUG")
        offline.beginCheckout()
        offline.confirmCheckout()
        await offline.pay()
        #expect(offline.checkout == .failed(.network(.offline)))
        #expect(offline.cart.quantity(of: "MUG") == 1)
        // Back online (a new session on the same database): the saved cart pays.
        let harness = try StoreHarness(database: database)
        let online = try harness.model()
        await online.load()
        #expect(online.cart.quantity(of: "MUG") == 1)
        online.beginCheckout()
        online.confirmCheckout()
        let payment = Task { await online.pay() }
        await harness.clock.waitForSleepers(1)
        await harness.clock.advance(by: .milliseconds(500))
        await harness.clock.waitForSleepers(1)
        await harness.clock.advance(by: .milliseconds(500))
        await payment.value
        guard case .paid = online.checkout else {
            Issue.record("expected paid, got \(online.checkout)")
            return
        }
    }
}
