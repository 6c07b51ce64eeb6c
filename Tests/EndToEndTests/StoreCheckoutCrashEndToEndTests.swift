import Foundation
import MosaicTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `store checkout --idempotency-key` killed with SIGKILL and retried under its key, as a script
/// whose checkout died would retry it: however far the killed run got, the retry exits 0 with the
/// one order for that key, the cart's units are charged once (they are in that order and gone from
/// the cart), and no second order is ever recorded. Kill points are chosen by the child's own
/// progress (how many writes it has made, from `/proc/PID/io`), never by waiting a time.
@Suite("checkout killed and retried", .hangsAfter(minutes: 10))
struct StoreCheckoutCrashEndToEndTests {
    private let sandbox = RunSandbox("checkout-crash")

    private var storeFile: String { sandbox.home.appendingPathComponent("shared.sqlite").path }

    private func arguments(_ arguments: [String]) -> [String] {
        // The order history reads only this device: it refuses the server options.
        let server = arguments.first == "orders" ? [] : ["--latency", "0", "--failure-rate", "0"]
        return arguments + ["--store", storeFile, "--language", "en"] + server
    }

    private func store(_ arguments: [String]) async throws -> ExecutableRun {
        try await sandbox.run("store", self.arguments(arguments))
    }

    /// A checkout under `key`, running (its stdout `standardOutput`, else a pipe nobody reads).
    private func startCheckout(key: String, standardOutput: FileHandle? = nil) throws -> ChildProcess {
        try ChildProcess(
            try Executables.url(for: "store"),
            arguments: arguments(["checkout", "--idempotency-key", key, "--format", "json"]),
            environment: sandbox.environment(), standardOutput: standardOutput)
    }

    private func json(_ run: ExecutableRun) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
            "\(run.stdout)\(run.stderr)")
    }

    /// The recorded orders, newest first: reference and units bought.
    private func orders() async throws -> [(reference: String, units: Int)] {
        let run = try await store(["orders", "--format", "json"])
        try #require(run.status == 0, "\(run.stderr)")
        let orders = try #require(try json(run)["orders"] as? [[String: Any]])
        return try orders.map { order in
            let lines = try #require((order["basket"] as? [String: Any])?["lines"] as? [[String: Any]])
            return (
                try #require(order["reference"] as? String),
                lines.reduce(0) { $0 + (($1["quantity"] as? Int) ?? 0) }
            )
        }
    }

    private func unitsInCart() async throws -> Int {
        let run = try await store(["cart", "--format", "json"])
        try #require(run.status == 0, "\(run.stderr)")
        return try #require(try json(run)["unitCount"] as? Int)
    }

    /// The order a checkout printed.
    private func reference(_ run: ExecutableRun) throws -> String {
        try #require((try json(run)["order"] as? [String: Any])?["reference"] as? String)
    }

    /// How many write system calls the running `child` has made (`/proc/PID/io`), nil once it is gone.
    private static func writes(of child: ChildProcess) -> Int? {
        guard let io = try? String(contentsOfFile: "/proc/\(child.pid)/io", encoding: .utf8) else {
            return nil
        }
        let field = io.split(separator: "\n").first { $0.hasPrefix("syscw:") }
        return field.flatMap { Int($0.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces)) }
    }

    /// Waits until `child` has made `count` writes (then kills it with SIGKILL) or has ended;
    /// returns the most writes seen.
    private static func kill(_ child: ChildProcess, afterWrites count: Int) async -> Int {
        var seen = 0
        while !(await child.hasExited()) {
            guard let writes = writes(of: child) else { break }
            seen = max(seen, writes)
            if writes >= count {
                child.killIfRunning()
                break
            }
            await Task.yield()
        }
        _ = await child.waitForExit()
        return seen
    }

    /// The case of the report: the checkout is killed after its order is committed and before
    /// its receipt is printed (its standard output is a full pipe, so its first write blocks).
    /// The same-key retry, and one after it, print that order and exit 0.
    @Test func aCheckoutKilledAfterItsCommitIsAnsweredByTheRetry() async throws {
        defer { sandbox.remove() }
        let added = try await store(["cart", "add", "MUG", "--quantity", "2"])
        try #require(added.status == 0, "\(added.stderr)")
        let pipe = Pipe()
        try Self.fill(pipe)
        let killed = try startCheckout(key: "K1", standardOutput: pipe.fileHandleForWriting)
        defer { killed.killIfRunning() }
        // The order is in the database (file contents) while the run is blocked on its output.
        var recorded = try await orders()
        while recorded.isEmpty, !(await killed.hasExited()) { recorded = try await orders() }
        #expect(
            !(await killed.hasExited()), "the checkout was blocked on its output: \(killed.standardError)")
        let exit = await killed.stop(with: SIGKILL)
        #expect(exit == .init(status: SIGKILL, wasSignalled: true))
        try #require(recorded.count == 1)
        for _ in 0..<2 {
            let retry = try await store(["checkout", "--idempotency-key", "K1", "--format", "json"])
            #expect(retry.status == 0, "\(retry.stderr)")
            #expect(try reference(retry) == "S-000001")
        }
        let orders = try await orders()
        #expect(orders.count == 1)
        #expect(orders.first?.units == 2, "charged once")
        #expect(try await unitsInCart() == 0)
    }

    /// Four `store checkout` processes under one key, started together: one order, and every one
    /// exits 0 printing it (before, those that read the cart after the first one's commit said it
    /// was empty, exit 1).
    @Test func fourProcessesUnderOneKeyAllExitZeroWithTheOneOrder() async throws {
        defer { sandbox.remove() }
        let added = try await store(["cart", "add", "MUG", "--quantity", "3"])
        try #require(added.status == 0, "\(added.stderr)")
        let runs = try await withThrowingTaskGroup(of: ExecutableRun.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try await store(["checkout", "--idempotency-key", "K1", "--format", "json"])
                }
            }
            var runs: [ExecutableRun] = []
            for try await run in group { runs.append(run) }
            return runs
        }
        try #require(runs.count == 4)
        for run in runs {
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try reference(run) == "S-000001")
        }
        let orders = try await orders()
        #expect(orders.count == 1)
        #expect(orders.first?.units == 3, "charged once")
        #expect(try await unitsInCart() == 0)
    }

    /// Killed at seeded random points of its run (from before it reads the cart to after it has
    /// printed), then retried under the same key: one order per key, holding exactly the units
    /// added for it, and the retry exits 0 printing it.
    @Test func aCheckoutKilledAtRandomPointsAndRetriedChargesOnce() async throws {
        defer { sandbox.remove() }
        var generator = SplitMix64(state: 20_260_052)
        // How many writes a whole checkout makes (the kill points are spread over them).
        let warmUp = try await store(["cart", "add", "CAP"])
        try #require(warmUp.status == 0, "\(warmUp.stderr)")
        let whole = try startCheckout(key: "warm-up")
        let writes = await Self.kill(whole, afterWrites: .max)
        #expect(await whole.waitForExit() == .init(status: 0, wasSignalled: false), "\(whole.standardError)")
        var expected: [(reference: String, units: Int)] = [("S-000001", 1)]
        var outcomes: [String: Int] = [:]
        for round in 1...12 {
            let units = Int.random(in: 1...3, using: &generator)
            let added = try await store(["cart", "add", "MUG", "--quantity", "\(units)"])
            try #require(added.status == 0, "\(added.stderr)")
            let key = "round-\(round)"
            let checkout = try startCheckout(key: key)
            defer { checkout.killIfRunning() }
            _ = await Self.kill(checkout, afterWrites: Int.random(in: 0...(writes + 2), using: &generator))
            let exit = await checkout.waitForExit()
            let committed = try await orders().count > expected.count
            let outcome =
                !exit.wasSignalled ? "finished" : committed ? "killed after commit" : "killed before commit"
            outcomes[outcome, default: 0] += 1
            let retry = try await store(["checkout", "--idempotency-key", key, "--format", "json"])
            #expect(retry.status == 0, "round \(round): \(retry.stderr)")
            let reference = "S-" + String(String(1_000_000 + round + 1).dropFirst())
            #expect(try self.reference(retry) == reference, "round \(round)")
            expected.insert((reference, units), at: 0)
            let orders = try await orders()
            #expect(orders.map(\.reference) == expected.map(\.reference), "round \(round): one order per key")
            #expect(orders.map(\.units) == expected.map(\.units), "round \(round): charged once")
            #expect(try await unitsInCart() == 0, "round \(round)")
        }
        // Where the kills landed, for the record (they depend on the seed and the build).
        print("checkout kill points over \(writes) writes: \(outcomes.sorted { $0.key < $1.key })")
    }

    /// Fills `pipe` so that the next write to it blocks (nothing ever reads it).
    private static func fill(_ pipe: Pipe) throws {
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        let flags = fcntl(descriptor, F_GETFL)
        try #require(fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0)
        let chunk = [UInt8](repeating: 0x20, count: 4096)
        // Pages first, then single bytes: a write of up to a page is all or nothing, so a page
        // could still leave room for a short receipt.
        while chunk.withUnsafeBytes({ Glibc.write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        while chunk.withUnsafeBytes({ Glibc.write(descriptor, $0.baseAddress, 1) }) > 0 {}
        try #require(errno == EAGAIN)
        // Blocking again: the child shares this open file, and its write must wait, not fail.
        try #require(fcntl(descriptor, F_SETFL, flags) == 0)
    }
}
