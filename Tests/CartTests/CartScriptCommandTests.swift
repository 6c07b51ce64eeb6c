import Foundation
import MosaicTestSupport
import Testing

@testable import Cart

/// `cart show|add|remove` and `checkout` through the runner, on one saved store file.
@MainActor @Suite struct CartScriptCommandTests {
    private final class StoreFile {
        let directory: URL
        init() throws { directory = try temporaryDirectory() }
        deinit { try? FileManager.default.removeItem(at: directory) }
        var path: String { directory.appending(path: "store.sqlite").path }
    }

    private func cart(_ arguments: [String], file: StoreFile, language: String = "en_US.UTF-8") async
        -> AppRunResult
    {
        await Self.cart(arguments, store: file.path, language: language)
    }

    private static func cart(_ arguments: [String], store: String, language: String = "en_US.UTF-8") async
        -> AppRunResult
    {
        // The order history reads only this device: it refuses the server options.
        let server = arguments.first == "orders" ? [] : ["--failure-rate", "0"]
        let result = await run(arguments + ["--store", store] + server, language: language)
        return AppRunResult(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }

    struct AppRunResult {
        let status: Int32
        let stdout: String
        let stderr: String

        var json: [String: Any]? {
            try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
        }
    }

    @Test func addShowAndRemoveChangeTheSavedCart() async throws {
        let file = try StoreFile()
        let added = await cart(["cart", "add", "mug", "--quantity", "2", "--format", "json"], file: file)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.json?["unitCount"] as? Int == 2)
        #expect(added.json?["source"] as? String == "device")
        _ = await cart(["cart", "add", "CAP"], file: file)
        let shown = await cart(["cart"], file: file)
        #expect(shown.stdout.contains("MUG"))
        #expect(shown.stdout.contains("CAP"))
        let removed = await cart(
            ["cart", "remove", "MUG", "--quantity", "1", "--format", "json"], file: file)
        #expect(removed.json?["unitCount"] as? Int == 2, "\(removed.stdout)\(removed.stderr)")
        let gone = await cart(["cart", "remove", "cap", "--format", "json"], file: file)
        #expect(gone.json?["unitCount"] as? Int == 1, "\(gone.stdout)\(gone.stderr)")
    }

    @Test func badInputIsRefusedWithTheExitCodeAndNothingChanges() async throws {
        let file = try StoreFile()
        let unknown = await cart(["cart", "add", "NOPE"], file: file)
        #expect(unknown.status == 65)
        #expect(unknown.stderr.contains("Unknown product code 'NOPE'"), "\(unknown.stderr)")
        for value in ["0", "1000", "1e308", "nan", "two", "-1"] {
            let bad = await cart(["cart", "add", "MUG", "--quantity", value], file: file)
            #expect(bad.status == 64, "\(value): \(bad.stderr)")
            #expect(bad.stderr.contains("--quantity must be a whole number from 1 to 999"), "\(bad.stderr)")
        }
        let notInCart = await cart(["cart", "remove", "MUG"], file: file, language: "de_DE.UTF-8")
        #expect(notInCart.status == 65)
        #expect(notInCart.stderr.contains("'MUG' ist nicht im Warenkorb."), "\(notInCart.stderr)")
        let emptyCheckout = await cart(["checkout"], file: file)
        #expect(emptyCheckout.status == 1)
        #expect(emptyCheckout.stderr.contains("nothing to pay for"), "\(emptyCheckout.stderr)")
        #expect(await cart(["cart", "--format", "json"], file: file).json?["unitCount"] as? Int == 0)
    }

    @Test func checkoutPaysOnceForTheSameKeyAndEmptiesTheCart() async throws {
        let file = try StoreFile()
        _ = await cart(["cart", "add", "MUG", "--quantity", "3"], file: file)
        let paid = await cart(["checkout", "--idempotency-key", "order-1", "--format", "json"], file: file)
        #expect(paid.status == 0, "\(paid.stderr)")
        let order = try #require(paid.json?["order"] as? [String: Any], "\(paid.stdout)")
        #expect(order["reference"] as? String == "S-000001")
        #expect(await cart(["cart", "--format", "json"], file: file).json?["unitCount"] as? Int == 0)
        let retried = await cart(
            ["checkout", "--idempotency-key", "order-1", "--format", "json"], file: file)
        #expect(retried.status == 0, "\(retried.stderr)")
        #expect(retried.stdout == paid.stdout, "the same order, as first printed")
        let orders = await cart(["orders", "--format", "json"], file: file)
        #expect((orders.json?["orders"] as? [Any])?.count == 1)
    }

    /// A payment whose answer was lost (the process died after recording it) is retried under its
    /// key: the key answers before the cart is looked at, so the empty cart is no error and the
    /// receipt printed is the first one, word for word; a cart holding exactly the order's lines
    /// again is the same basket: the order is printed and nothing is charged.
    @Test func aRetryAfterSuccessPrintsTheSameReceiptAndExitsZero() async throws {
        let file = try StoreFile()
        _ = await cart(["cart", "add", "MUG", "--quantity", "2"], file: file)
        _ = await cart(["cart", "add", "CAP"], file: file)
        let paid = await cart(["checkout", "--idempotency-key", "K1"], file: file)
        #expect(paid.status == 0, "\(paid.stderr)")
        #expect(paid.stdout.hasPrefix("Order S-000001 paid ("), "\(paid.stdout)")
        let retried = await cart(["checkout", "--idempotency-key", "K1"], file: file)
        #expect(retried.status == 0, "an emptied cart is no error for a known key: \(retried.stderr)")
        #expect(retried.stdout == paid.stdout)
        #expect(retried.stderr.isEmpty, "\(retried.stderr)")
        let json = await cart(["checkout", "--idempotency-key", "K1", "--format", "json"], file: file)
        #expect(json.status == 0, "\(json.stderr)")
        let order = try #require(json.json?["order"] as? [String: Any], "\(json.stdout)")
        #expect(order["reference"] as? String == "S-000001")
        // The same lines again, in another order: the same basket, answered with its order.
        _ = await cart(["cart", "add", "CAP"], file: file)
        _ = await cart(["cart", "add", "MUG", "--quantity", "2"], file: file)
        let sameBasket = await cart(["checkout", "--idempotency-key", "K1"], file: file)
        #expect(sameBasket.status == 0, "\(sameBasket.stderr)")
        #expect(sameBasket.stdout == paid.stdout)
        #expect(
            await cart(["cart", "--format", "json"], file: file).json?["unitCount"] as? Int == 3,
            "nothing was charged: the cart is kept")
        let orders = await cart(["orders", "--format", "json"], file: file)
        #expect((orders.json?["orders"] as? [Any])?.count == 1)
    }

    /// A key names one payment: reused for another basket (other products, or other quantities)
    /// it is refused as bad data (exit 65), in the user's language, and nothing is charged.
    @Test func aKeyReusedForADifferentBasketIsRefusedAndChargesNothing() async throws {
        let file = try StoreFile()
        _ = await cart(["cart", "add", "MUG"], file: file)
        let paid = await cart(["checkout", "--idempotency-key", "K1"], file: file)
        #expect(paid.status == 0, "\(paid.stderr)")
        _ = await cart(["cart", "add", "CAP"], file: file)
        let otherProduct = await cart(["checkout", "--idempotency-key", "K1"], file: file)
        #expect(otherProduct.status == 65)
        #expect(
            otherProduct.stderr
                == "error: The idempotency key 'K1' already paid for order S-000001, a different basket "
                + "than the cart holds now. Nothing was charged: pay for this cart with a new key.\n")
        #expect(otherProduct.stdout.isEmpty)
        _ = await cart(["cart", "remove", "CAP"], file: file)
        _ = await cart(["cart", "add", "MUG", "--quantity", "2"], file: file)
        let otherQuantity = await cart(
            ["checkout", "--idempotency-key", "K1", "--format", "json"], file: file, language: "de_DE.UTF-8")
        #expect(otherQuantity.status == 65)
        #expect(
            otherQuantity.stderr.contains(
                "Der Idempotenzschlüssel 'K1' hat bereits die Bestellung S-000001 bezahlt"),
            "\(otherQuantity.stderr)")
        #expect(await cart(["cart", "--format", "json"], file: file).json?["unitCount"] as? Int == 2)
        let orders = await cart(["orders", "--format", "json"], file: file)
        #expect((orders.json?["orders"] as? [Any])?.count == 1)
        // A new key pays for the cart as it is.
        let newKey = await cart(["checkout", "--idempotency-key", "K2"], file: file)
        #expect(newKey.status == 0, "\(newKey.stderr)")
        #expect(newKey.stdout.hasPrefix("Order S-000002 paid"), "\(newKey.stdout)")
    }

    /// Four checkouts under one key at once, each with its own connections to the file (as four
    /// processes would have): one order, and every one of them exits 0 printing it.
    @Test func checkoutsAtOnceUnderOneKeyAllPrintTheOneOrder() async throws {
        let file = try StoreFile()
        _ = await cart(["cart", "add", "MUG"], file: file)
        let store = file.path
        let runs = await withTaskGroup(of: AppRunResult.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    await Self.cart(
                        ["checkout", "--idempotency-key", "shared", "--format", "json"], store: store)
                }
            }
            var runs: [AppRunResult] = []
            for await run in group { runs.append(run) }
            return runs
        }
        try #require(runs.count == 4)
        for run in runs {
            #expect(run.status == 0, "\(run.stderr)")
            let order = try #require(run.json?["order"] as? [String: Any], "\(run.stdout)")
            #expect(order["reference"] as? String == "S-000001")
        }
        let orders = await cart(["orders", "--format", "json"], file: file)
        #expect((orders.json?["orders"] as? [Any])?.count == 1)
        #expect(await cart(["cart", "--format", "json"], file: file).json?["unitCount"] as? Int == 0)
    }
}
