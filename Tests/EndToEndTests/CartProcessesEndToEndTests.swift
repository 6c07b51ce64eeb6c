import Foundation
import MosaicTestSupport
import Synchronization
import Testing

/// Nothing lost when processes share one store: eight real `store` processes each add one unit
/// fifty times to the same database (`--keys` with fifty `+`) while a ninth checks out over and
/// over (`store checkout`). Every `+` ends either in the cart, in exactly one order, or refused
/// and told: a `+` on a line the checkout paid for a moment earlier is refused on screen (the
/// screen's copy was stale), and each adder's log says so.
@Suite("cart across processes", .hangsAfter(minutes: 10))
struct CartProcessesEndToEndTests {
    private let sandbox = RunSandbox("cart-processes")
    private static let adders = 8
    private static let additions = 50

    private var storeFile: String { sandbox.home.appendingPathComponent("shared.sqlite").path }

    /// Where adder `index` logs (a refused `+` is logged there).
    private func logFile(_ index: Int) -> String {
        sandbox.home.appendingPathComponent("adder-\(index).log").path
    }

    private func store(_ arguments: [String]) async throws -> ExecutableRun {
        // The order history reads only this device: it refuses the server options.
        let server = arguments.first == "orders" ? [] : ["--latency", "0", "--failure-rate", "0"]
        return try await sandbox.run(
            "store", arguments + ["--store", storeFile, "--language", "en"] + server)
    }

    private func json(_ run: ExecutableRun) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
    }

    private static func units(in basket: [String: Any]?) -> Int {
        ((basket?["lines"] as? [[String: Any]]) ?? []).reduce(0) { $0 + (($1["quantity"] as? Int) ?? 0) }
    }

    @Test func eightAddersAndACheckoutLoseNothingAndChargeNothingTwice() async throws {
        defer { sandbox.remove() }
        // Create the database (and its migrations) once, so the adders race on the cart only.
        let created = try await store(["cart"])
        try #require(created.status == 0, "\(created.stderr)")
        let keys = Array(repeating: "+", count: Self.additions).joined(separator: " ")
        let addersDone = FinishedCount()
        var checkouts: [ExecutableRun] = []
        let adderRuns = try await withThrowingTaskGroup(of: ExecutableRun?.self) { group in
            for adder in 0..<Self.adders {
                group.addTask {
                    defer { addersDone.increment() }
                    return try await store(["--keys", keys, "--log-file", logFile(adder)])
                }
            }
            // The ninth process: checks out again and again while the adders run, then once more.
            group.addTask { nil }
            var runs: [ExecutableRun] = []
            var finished = false
            while !finished {
                finished = addersDone.value == Self.adders
                runs.append(try await store(["checkout", "--format", "json"]))
            }
            checkouts = runs
            var adders: [ExecutableRun] = []
            for try await run in group { if let run { adders.append(run) } }
            return adders
        }
        #expect(adderRuns.count == Self.adders)
        for run in adderRuns {
            #expect(run.status == 0, "an adder failed: \(run.stderr)")
        }
        for run in checkouts {
            // Paid, or refused with nothing charged (an empty cart): never anything else.
            #expect([0, 1].contains(run.status), "checkout: \(run.stderr)")
        }
        let paid = checkouts.filter { $0.status == 0 }
        let orders = try await store(["orders", "--format", "json"])
        #expect(orders.status == 0, "\(orders.stderr)")
        let recorded = try #require(try json(orders)["orders"] as? [[String: Any]])
        #expect(recorded.count == paid.count, "one order per successful checkout, none twice")
        let references = recorded.compactMap { $0["reference"] as? String }
        #expect(Set(references).count == references.count)
        let ordered = recorded.reduce(0) { $0 + Self.units(in: $1["basket"] as? [String: Any]) }
        let cart = try await store(["cart", "--format", "json"])
        #expect(cart.status == 0, "\(cart.stderr)")
        let inCart = try #require(try json(cart)["unitCount"] as? Int)
        // A refusal is told on the adder's screen and in its log, and only follows a payment.
        let refused = (0..<Self.adders).reduce(0) { count, adder in
            let log = (try? String(contentsOfFile: logFile(adder), encoding: .utf8)) ?? ""
            return count + log.components(separatedBy: "Refused a change to the cart line").count - 1
        }
        #expect(refused == 0 || !paid.isEmpty, "refusals only follow a checkout that paid")
        #expect(
            inCart + ordered + refused == Self.adders * Self.additions,
            "\(inCart) in the cart + \(ordered) in \(recorded.count) orders + \(refused) refused and told must be every + pressed"
        )
        #expect(paid.count >= 1, "the last checkout, after every adder finished, pays for what is left")
    }
}

/// How many adders have finished, shared with the checkout loop.
private final class FinishedCount: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}
