import Foundation
import MosaicTestSupport
import Testing

/// Runs the built `orders`, `orders-demo` and `mock-backend` as a user would.
@Suite("orders end to end", .hangsAfter(minutes: 10))
struct OrdersEndToEndTests {
    private let sandbox = RunSandbox("orders")

    /// Starts `mock-backend` on a free port and returns it with its base URL.
    /// mock-backend whose simulated orders move `secondsPerRequest` per request served, not with
    /// the wall clock: what a test sees cannot depend on how busy the machine is.
    private func backend(secondsPerRequest: Int = 0) async throws -> (ChildProcess, String) {
        let backend = try ChildProcess(
            try Executables.url(for: "mock-backend"),
            arguments: ["--port", "0", "--latency", "0", "--seconds-per-request", "\(secondsPerRequest)"],
            timeLimit: RunSandbox.patience)
        let prefix = "mock-backend listening on "
        let line = try #require(await backend.readLine(), "mock-backend started: \(backend.standardError)")
        #expect(line.hasPrefix(prefix))
        return (backend, String(line.dropFirst(prefix.count)))
    }

    @Test("orders watch against mock-backend follows an order in transit until it is delivered")
    func watchSeesTheOrderDelivered() async throws {
        defer { sandbox.remove() }
        let (backend, baseURL) = try await backend(secondsPerRequest: 4)
        defer { backend.killIfRunning() }
        let watch = try await sandbox.run(
            "orders",
            [
                "watch", "WB-1001", "--interval", "1", "--format", "json", "--env", "stage", "--base-url",
                baseURL,
                "--store", "memory",
            ])
        #expect(watch.status == 0, "\(watch.stderr)")
        let lines = try watch.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let statuses = lines.compactMap { ($0["order"] as? [String: Any])?["status"] as? String }
        #expect(statuses.first == "IN_TRANSIT")
        #expect(statuses.last == "DELIVERED")
        #expect(lines.count >= 5, "a line per poll: \(watch.stdout)")
        let locations = Set(
            lines.compactMap {
                (($0["order"] as? [String: Any])?["lastLocation"] as? [String: Any])?["label"] as? String
            })
        #expect(locations.count >= 2, "the location moves while in transit: \(locations)")
        #expect(backend.standardError.contains("GET /api/v1/orders/WB-1001 200"))
    }

    @Test("orders list and show against mock-backend; an unknown id exits 65")
    func listAndShow() async throws {
        defer { sandbox.remove() }
        let (backend, baseURL) = try await backend()
        defer { backend.killIfRunning() }
        let stage = ["--env", "stage", "--base-url", baseURL, "--store", "memory", "--language", "en"]
        let list = try await sandbox.run("orders", ["list", "--status", "delivered"] + stage)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("WB-1003"))
        #expect(!list.stdout.contains("WB-1001"))
        #expect(list.stdout.contains("Orders · Delivered (2)"))
        let show = try await sandbox.run("orders", ["show", "WB-1002"] + stage)
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("Pending pickup"))
        #expect(show.stdout.contains("Piotr Zieliński"))
        let unknown = try await sandbox.run("orders", ["show", "NOPE"] + stage)
        #expect(unknown.status == 65)
        #expect(unknown.stderr == "error: There is no order NOPE.\n")
    }

    @Test("orders-demo --plain shows the list with the filter and count in the title")
    func demoPlain() async throws {
        defer { sandbox.remove() }
        let demo = try await sandbox.run("orders-demo", ["--plain", "--store", "memory", "--language", "en"])
        #expect(demo.status == 0, "\(demo.stderr)")
        #expect(demo.stdout.contains("Orders · All (5)"))
        let failing = try await sandbox.run(
            "orders-demo", ["--plain", "--store", "memory", "--language", "en", "--scenario", "failing"])
        #expect(failing.status == 1)
    }
}
