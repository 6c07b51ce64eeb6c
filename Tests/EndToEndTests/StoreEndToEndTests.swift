import Foundation
import MosaicTestSupport
import Testing

/// Runs the built `store`, `catalog-demo`, `pricing-demo` and `cart-demo` executables as a user
/// would: `store price` on every reference basket, the fourth basket added in the UI with
/// `--keys`, checkout and order history across runs, offline from a saved store, the real sample.
@Suite("store end to end", .hangsAfter(minutes: 10))
struct StoreEndToEndTests {
    typealias Run = ExecutableRun

    /// A private HOME, data folder and store files for this suite's runs.
    private let sandbox = RunSandbox("store")
    private var home: URL { sandbox.home }

    private static let sample = SharedFixtures.url("cabify-products.json")

    private static var hasSample: Bool { SharedFixtures.exists("cabify-products.json") }

    static let referenceBaskets: [(codes: [String], english: String, spanish: String)] = [
        (["VOUCHER", "TSHIRT", "MUG"], "€32.50", "32,50\u{00A0}€"),
        (["VOUCHER", "TSHIRT", "VOUCHER"], "€25.00", "25,00\u{00A0}€"),
        (["TSHIRT", "TSHIRT", "TSHIRT", "VOUCHER", "TSHIRT"], "€81.00", "81,00\u{00A0}€"),
        (["VOUCHER", "TSHIRT", "VOUCHER", "VOUCHER", "MUG", "TSHIRT", "TSHIRT"], "€74.50", "74,50\u{00A0}€"),
    ]

    /// Runs `name` with `arguments` in the sandbox.
    private func run(_ name: String, _ arguments: [String], timeLimit: TimeInterval = RunSandbox.patience)
        async throws -> Run
    {
        try await sandbox.run(name, arguments, timeLimit: timeLimit)
    }

    /// `store` with instant mock latency and no random failures.
    private func store(_ arguments: [String]) async throws -> Run {
        // The order history reads only this device: it refuses the server options.
        let server = arguments.first == "orders" ? [] : ["--latency", "0", "--failure-rate", "0"]
        return try await run("store", arguments + server)
    }

    private var storeFile: String { home.appendingPathComponent("store.sqlite").path }

    private func cleanUp() {
        sandbox.remove()
    }

    // MARK: store price

    @Test("store price with no codes is a usage error (exit 64), in any language")
    func priceWithoutCodes() async throws {
        defer { cleanUp() }
        let run = try await store(["price", "--store", "memory"])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test("store price prints each reference basket's total", arguments: referenceBaskets)
    func priceReferenceBaskets(codes: [String], english: String, spanish: String) async throws {
        defer { cleanUp() }
        let inEnglish = try await store(["price"] + codes + ["--store", "memory", "--language", "en"])
        #expect(inEnglish.status == 0, "\(inEnglish.stderr)")
        let totalLine = inEnglish.stdout.split(separator: "\n").first { $0.contains("Total") }
        #expect(totalLine?.hasSuffix(english) == true, "\(inEnglish.stdout)")
        let inSpanish = try await store(["price"] + codes + ["--store", "memory"])
        #expect(inSpanish.status == 0, "\(inSpanish.stderr)")
        #expect(
            inSpanish.stdout.split(separator: "\n").first { $0.contains("Total") }?.hasSuffix(spanish) == true
        )
    }

    @Test func priceShowsTheAppliedDiscounts() async throws {
        defer { cleanUp() }
        let run = try await store([
            "price", "VOUCHER", "TSHIRT", "VOUCHER", "VOUCHER", "MUG", "TSHIRT", "TSHIRT", "--store",
            "memory",
            "--language", "en",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("− 2-for-1 on vouchers (3 units: 1 free)"))
        #expect(run.stdout.contains("− T-shirts in bulk (3 units (from 3): €19.00 each)"))
        let savings = try #require(run.stdout.split(separator: "\n").first { $0.contains("You save") })
        #expect(savings.hasSuffix(" €8.00"), "a saving is not negative: \(savings)")
    }

    @Test func priceAsJSONIsExact() async throws {
        defer { cleanUp() }
        let run = try await store(["price", "MUG", "TSHIRT", "MUG", "--store", "memory", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(report["total"] as? String == "35.00")
        #expect(report["currency"] as? String == "EUR")
    }

    @Test func anUnknownCodeExits65() async throws {
        defer { cleanUp() }
        let run = try await store(["price", "VOUCHER", "LAPTOP", "--store", "memory", "--language", "en"])
        #expect(run.status == 65)
        #expect(run.stderr.contains("Unknown product code 'LAPTOP'"), "\(run.stderr)")
        #expect(run.stderr.contains("VOUCHER, TSHIRT, MUG"))
        #expect(run.stdout.isEmpty)
    }

    // MARK: the store screen

    @Test func keysAddTheFourthReferenceBasketAndShow7450WithItsDiscounts() async throws {
        defer { cleanUp() }
        let run = try await store(["--keys", "+ + + down + + + down +", "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        for text in [
            "1 Tienda", "Carrito  7 artículos", "3 × Cabify Voucher", "2x1 en vales · 3 uds.: 1 gratis",
            "Camisetas por volumen · 3 uds. (desde 3): 19,00\u{00A0}€ cada una", "1 × Cabify Coffee Mug",
            "Subtotal", "82,50\u{00A0}€", "Ahorras", " 8,00\u{00A0}€", "Total", "74,50\u{00A0}€",
        ] {
            #expect(run.stdout.contains(text), "shows \(text)")
        }
        #expect(!run.stdout.contains("\u{1B}"), "no escape codes")
    }

    @Test func plainShowsTheStoreWithPromotionsAndTabs() async throws {
        defer { cleanUp() }
        let run = try await store(["--plain", "--store", "memory", "--language", "en"])
        #expect(run.status == 0, "\(run.stderr)")
        for text in [
            "1 Store", "2 Catalog", "3 Promotions", "Cabify Voucher", "2 for 1", "3+ at €19.00",
            "Your cart is empty",
        ] {
            #expect(run.stdout.contains(text), "shows \(text)")
        }
    }

    @Test func cartAndOrdersSurviveRestartsAndCheckoutEmptiesTheCart() async throws {
        defer { cleanUp() }
        let added = try await store(["--keys", "+ + down +", "--store", storeFile, "--language", "en"])
        #expect(added.status == 0, "\(added.stderr)")
        let restarted = try await store(["--plain", "--store", storeFile, "--language", "en"])
        #expect(restarted.stdout.contains("Cart  3 items"), "the cart came back: \(restarted.stdout)")
        let paid = try await store(["--keys", "c y", "--store", storeFile, "--language", "en"])
        #expect(paid.status == 0, "\(paid.stderr)")
        #expect(paid.stdout.contains("Receipt S-000001"))
        #expect(paid.stdout.contains("€25.00"))
        let afterwards = try await store(["--plain", "--store", storeFile, "--language", "en"])
        #expect(afterwards.stdout.contains("Your cart is empty"))
        let orders = try await store(["orders", "--store", storeFile, "--language", "en"])
        #expect(orders.status == 0, "\(orders.stderr)")
        #expect(orders.stdout.contains("S-000001"))
        #expect(orders.stdout.contains("€25.00"))
        // An option that would do nothing there is refused, not ignored.
        let refused = try await run(
            "store", ["orders", "--store", storeFile, "--language", "en", "--latency", "0"])
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "error: This command uses only what is stored on this device; leave out --latency.\n",
            "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        // So are the store's own options: the history is what was paid, whatever the rules or "now".
        let own = try await run(
            "store", ["orders", "--store", storeFile, "--language", "en", "--now", "2026-12-24"])
        #expect(own.status == 64)
        #expect(
            own.stderr == "error: This command uses only what is stored on this device; leave out --now.\n",
            "\(own.stderr)")
    }

    @Test func offlineWorksFromTheSavedStoreAndRefusesCheckout() async throws {
        defer { cleanUp() }
        let nothingSaved = try await store(["--plain", "--store", storeFile, "--offline", "--language", "en"])
        #expect(nothingSaved.status == 1)
        #expect(
            nothingSaved.stderr == "error: You are offline. No products are saved on this device yet.\n",
            "\(nothingSaved.stderr)")
        _ = try await store(["--plain", "--store", storeFile, "--language", "en"])
        let offline = try await store([
            "--keys", "+ c", "--store", storeFile, "--offline", "--language", "en",
        ])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout.contains("Offline: showing products saved"))
        #expect(offline.stdout.contains("Checkout needs a connection"))
        #expect(
            offline.stdout.components(separatedBy: "⊘").count == 2, "one offline banner: \(offline.stdout)")
        #expect(!offline.stdout.contains("Pay €"), "no confirmation offline")
        #expect(offline.stdout.contains("1 × Cabify Voucher"), "the cart is kept")
        let price = try await store([
            "price", "VOUCHER", "VOUCHER", "--store", storeFile, "--offline", "--language", "en",
        ])
        #expect(price.status == 0, "\(price.stderr)")
        #expect(price.stdout.contains("€5.00"))
    }

    @Test func invalidProductsAreLeftOutAndReported() async throws {
        defer { cleanUp() }
        try sandbox.makeHome()
        let file = home.appendingPathComponent("products.json")
        try Data(
            #"{"products": [{"code": "MUG", "name": "Mug", "price": 7.5}, {"code": "GIFT", "name": "Gift"}, {"code": "REFUND", "name": "Refund", "price": -5}]}"#
                .utf8
        ).write(to: file)
        let screen = try await store([
            "--plain", "--store", "memory", "--data-file", file.path, "--language", "en",
        ])
        #expect(screen.status == 0, "\(screen.stderr)")
        #expect(screen.stdout.contains("2 products from the server were left out"))
        #expect(screen.stdout.contains("Products  1"))
        let products = try await store([
            "products", "--store", "memory", "--data-file", file.path, "--language", "en",
        ])
        #expect(products.stdout.contains("#2 GIFT: no price"))
        #expect(products.stdout.contains("#3 REFUND: negative price (-€5.00)"))
    }

    @Test func aBrokenRulesFileIsADataError() async throws {
        defer { cleanUp() }
        try sandbox.makeHome()
        let file = home.appendingPathComponent("rules.json")
        try Data(
            #"{"currency": "EUR", "rules": [{"id": "x", "type": "percentageOff", "products": ["MUG"], "parameters": {"percent": 0}}]}"#
                .utf8
        )
        .write(to: file)
        let run = try await store(["--plain", "--store", "memory", "--rules", file.path])
        #expect(run.status == 65)
        #expect(run.stderr.contains("rules[0].parameters.percent"), "\(run.stderr)")
        // The same option after a subcommand's name is read the same way.
        let listed = try await store(["rules", "--store", "memory", "--rules", file.path])
        #expect(listed.status == 65, "\(listed.stderr)")
        let missing = try await store([
            "--plain", "--store", "memory", "--rules", home.appendingPathComponent("none.json").path,
        ])
        #expect(missing.status == 64, "an unreadable path is a usage error")
    }

    // MARK: the real sample

    @Test(
        "the real cabify-products.json prices the brief's first basket",
        // CI keeps the real samples beside the checkout; elsewhere this reports itself skipped.
        .enabled(if: StoreEndToEndTests.hasSample, "../shared/fixtures/cabify-products.json is absent"))
    func realSample() async throws {
        defer { cleanUp() }
        let products = try await store([
            "products", "--store", "memory", "--data-file", Self.sample.path, "--language", "en",
        ])
        #expect(products.status == 0, "\(products.stderr)")
        #expect(products.stdout.contains("€7.50"))
        let price = try await store([
            "price", "VOUCHER", "TSHIRT", "MUG", "--store", "memory", "--data-file", Self.sample.path,
            "--language", "en",
        ])
        #expect(price.status == 0, "\(price.stderr)")
        #expect(price.stdout.contains("€32.50"))
    }

    // MARK: demos

    @Test func demosRunTheirScenarios() async throws {
        defer { cleanUp() }
        let pricing = try await run("pricing-demo", ["--plain", "--store", "memory", "--language", "en"])
        #expect(pricing.status == 0, "\(pricing.stderr)")
        #expect(pricing.stdout.contains("Coming up"))
        let catalog = try await run(
            "catalog-demo", ["--plain", "--store", "memory", "--scenario", "invalid", "--language", "en"])
        #expect(catalog.status == 0, "\(catalog.stderr)")
        #expect(catalog.stdout.contains("REFUND: negative price"))
        let cart = try await run(
            "cart-demo", ["--keys", "+ c y", "--store", "memory", "--latency", "0", "--language", "en"])
        #expect(cart.status == 0, "\(cart.stderr)")
        #expect(cart.stdout.contains("Receipt S-000001"))
        let declined = try await run(
            "cart-demo",
            [
                "--keys", "+ c y", "--store", "memory", "--latency", "0", "--scenario", "declined",
                "--language", "en",
            ])
        #expect(declined.status == 1)
        #expect(declined.stdout.contains("The payment was declined"))
        let unknown = try await run("cart-demo", ["--plain", "--scenario", "nope"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("default"))
    }
}
