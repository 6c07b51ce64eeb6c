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
        // The order history reads only this device: it refuses the server options.
        let server = arguments.first == "orders" ? [] : ["--failure-rate", "0"]
        let result = await run(arguments + ["--store", file.path] + server, language: language)
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
        _ = await cart(["cart", "add", "CAP"], file: file)
        let retried = await cart(
            ["checkout", "--idempotency-key", "order-1", "--format", "json"], file: file)
        #expect(retried.status == 0, "\(retried.stderr)")
        #expect((retried.json?["order"] as? [String: Any])?["reference"] as? String == "S-000001")
        #expect(
            await cart(["cart", "--format", "json"], file: file).json?["unitCount"] as? Int == 1,
            "the retry charged nothing: the cap stays")
        let orders = await cart(["orders", "--format", "json"], file: file)
        #expect((orders.json?["orders"] as? [Any])?.count == 1)
    }
}
