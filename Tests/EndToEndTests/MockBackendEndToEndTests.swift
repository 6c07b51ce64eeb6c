import AppCore
import Foundation
import MosaicApp
import MosaicTestSupport
import Networking
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs the built `mock-backend` as a child process and talks HTTP to it.
@Suite("mock-backend end to end")
struct MockBackendEndToEndTests {
    private static let listeningPrefix = "mock-backend listening on http://127.0.0.1:"
    private let session = URLSession(configuration: .ephemeral)

    private func get(_ url: URL, method: String = "GET") async throws -> (
        status: Int, body: String, allow: String?
    ) {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.timeoutInterval = 10
        let (data, response) = try await session.data(for: request)
        let http = response as? HTTPURLResponse
        return (
            http?.statusCode ?? -1, String(decoding: data, as: UTF8.self),
            http?.value(forHTTPHeaderField: "Allow")
        )
    }

    /// Launches `mock-backend --port 0 [extra arguments]` and returns it with its base URL.
    private func launch(_ arguments: [String] = []) async throws -> (ChildProcess, URL) {
        let child = try ChildProcess(
            try Executables.url(for: "mock-backend"), arguments: ["--port", "0"] + arguments)
        guard let line = await child.readLine() else {
            child.killIfRunning()
            throw LaunchFailure(stderr: child.standardError, watchdog: child.wasKilledByWatchdog)
        }
        guard line.hasPrefix(Self.listeningPrefix),
            let port = Int(line.dropFirst(Self.listeningPrefix.count)),
            port > 0, let url = URL(string: "http://127.0.0.1:\(port)")
        else {
            child.killIfRunning()
            throw LaunchFailure(
                stderr: "unexpected first line: \(line)\n\(child.standardError)", watchdog: false)
        }
        return (child, url)
    }

    struct LaunchFailure: Error, CustomStringConvertible {
        let stderr: String
        let watchdog: Bool
        var description: String {
            "mock-backend did not report its port\(watchdog ? " within the time limit" : ""); stderr:\n\(stderr)"
        }
    }

    @Test("serves /health, answers 404 elsewhere, and exits with 143 on SIGTERM", .hangsAfter(minutes: 10))
    func servesAndShutsDown() async throws {
        let (child, baseURL) = try await launch()
        defer { child.killIfRunning() }

        let health = try await get(baseURL.appendingPathComponent("health"))
        #expect(health.status == 200)
        #expect(health.body == #"{"status":"ok"}"#)

        let unknown = try await get(baseURL.appendingPathComponent("no-such-route"))
        #expect(unknown.status == 404)
        #expect(unknown.body.contains("/no-such-route"))

        let refused = try await get(baseURL.appendingPathComponent("health"), method: "DELETE")
        #expect(refused.status == 405)
        #expect(refused.allow == "GET")

        #expect(await child.stop(with: SIGTERM) == ChildProcess.Exit(status: 143, wasSignalled: false))
        #expect(child.standardError.contains("GET /health 200"))
        #expect(child.standardError.contains("GET /no-such-route 404"))
        #expect(child.standardError.contains("DELETE /health 405"))
    }

    /// README "Exit codes": mock-backend, like every executable, ends with 128 + the
    /// signal's number — after a graceful shutdown, not killed by the signal — once it is ready
    /// (its port announced); it used to exit 0.
    @Test("SIGTERM ends it with 143, and SIGINT in a second run with 130", .hangsAfter(minutes: 10))
    func stopSignalsEndItWithTheirExitCodes() async throws {
        for (signal, status) in [(SIGTERM, Int32(143)), (SIGINT, Int32(130))] {
            let (child, baseURL) = try await launch()
            defer { child.killIfRunning() }
            #expect(try await get(baseURL.appendingPathComponent("health")).status == 200, "it serves")
            #expect(
                await child.stop(with: signal) == ChildProcess.Exit(status: status, wasSignalled: false),
                "signal \(signal): \(child.standardError)")
        }
    }

    /// mock-backend depends on every feature's `<Name>Mocks` and on no implementation: each route
    /// that any feature of `mosaic` (every product) serves in-process in the mock environment is
    /// served by the real mock-backend too, so a feature whose Mocks were not registered fails here.
    @Test("serves every route the features serve in the mock environment", .hangsAfter(minutes: 10))
    func servesEveryFeaturesMockRoutes() async throws {
        let plugins = try MosaicApp.plugins(try MosaicApp.Options.parse([]))
        let routes = plugins.flatMap(\.mockRoutes)
        try #require(Set(routes.map(\.path)).count >= 7, "every feature's routes: \(routes.map(\.path))")
        let (child, baseURL) = try await launch(["--latency", "0", "--failure-rate", "0"])
        defer { child.killIfRunning() }
        for route in routes {
            var request = URLRequest(url: try #require(URL(string: baseURL.absoluteString + route.path)))
            request.httpMethod = route.method.rawValue
            request.timeoutInterval = 10
            let (_, response) = try await session.data(for: request)
            let status = (response as? HTTPURLResponse)?.statusCode
            #expect(status == route.status, "\(route.method.rawValue) \(route.path)")
        }
        _ = await child.stop(with: SIGTERM)
    }

    @Test("--failure-rate 1 answers every request with HTTP 503", .hangsAfter(minutes: 10))
    func simulatedFailures() async throws {
        let (child, baseURL) = try await launch(["--failure-rate", "1", "--seed", "7"])
        defer { child.killIfRunning() }
        let response = try await get(baseURL.appendingPathComponent("health"))
        #expect(response.status == 503)
        #expect(response.body.contains("Simulated failure"))
        _ = await child.stop(with: SIGTERM)
    }

    @Test("rejects a failure rate outside 0...1 with a clear error", .hangsAfter(minutes: 10))
    func invalidFailureRate() async throws {
        let child = try ChildProcess(
            try Executables.url(for: "mock-backend"), arguments: ["--failure-rate", "1.5"])
        defer { child.killIfRunning() }
        let exit = await child.waitForExit()
        #expect(exit.status != 0 && !exit.wasSignalled)
        #expect(child.standardError.contains("--failure-rate must be between 0 and 1, got 1.5"))
    }
}
