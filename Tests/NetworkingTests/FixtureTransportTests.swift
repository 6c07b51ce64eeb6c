import Clocks
import ConcurrencyExtras
import Foundation
import MosaicTestSupport
import Testing

@testable import Networking

@Suite("Fixture transport (mock environment)")
struct FixtureTransportTests {
    private func transport(
        _ options: FixtureOptions = .instant, registry: MockRouteRegistry = .builtIn,
        clock: any Clock<Duration> = TestClock()
    ) -> FixtureTransport {
        FixtureTransport(registry: registry, options: options, clock: clock)
    }

    /// Which of `count` requests to `/health` fail (`true`) with the given options.
    private func failurePattern(_ options: FixtureOptions, count: Int) async -> [Bool] {
        let transport = transport(options)
        var pattern: [Bool] = []
        for _ in 0..<count {
            do {
                _ = try await transport.send(NetworkRequest(path: "/health"))
                pattern.append(false)
            } catch {
                #expect(
                    error
                        == .httpStatus(
                            code: 503, bodyExcerpt: #"{"error":"Simulated failure (failure rate)"}"#))
                pattern.append(true)
            }
        }
        return pattern
    }

    @Test("serves a registered route with its body and content type")
    func servesRoute() async throws {
        let response = try await transport().send(NetworkRequest(path: "/health"))
        #expect(response.status == 200)
        #expect(response.body == Data(#"{"status":"ok"}"#.utf8))
        #expect(response.headers["Content-Type"] == "application/json")
    }

    @Test("an unknown route fails with HTTP 404 like a real server")
    func unknownRoute() async {
        await #expect(
            throws: NetworkError.httpStatus(code: 404, bodyExcerpt: #"{"error":"No route for GET /nope"}"#)
        ) {
            try await transport().send(NetworkRequest(path: "/nope"))
        }
        await #expect(throws: NetworkError.self) {
            try await transport().send(NetworkRequest(method: .post, path: "/health"))
        }
    }

    @Test("forced offline fails every request with .offline")
    func offline() async throws {
        let transport = transport(try FixtureOptions(isOffline: true))
        for _ in 0..<3 {
            await #expect(throws: NetworkError.offline) {
                try await transport.send(NetworkRequest(path: "/health"))
            }
        }
    }

    @Test(
        "the response is not delivered before the latency has elapsed on the clock", .hangsAfter(minutes: 10))
    @MainActor
    func latency() async throws {
        try await withMainSerialExecutor {
            let clock = TestClock()
            let transport = transport(try FixtureOptions(latency: .seconds(2)), clock: clock)
            let delivered = LockIsolated(false)
            let task = Task {
                let response = try await transport.send(NetworkRequest(path: "/health"))
                delivered.setValue(true)
                return response
            }

            await clock.advance(by: .milliseconds(1_999))
            #expect(!delivered.value)

            await clock.advance(by: .milliseconds(1))
            let response = try await task.value
            #expect(delivered.value)
            #expect(response.status == 200)
        }
    }

    @Test("cancelling during the latency throws .cancelled", .hangsAfter(minutes: 10))
    @MainActor
    func cancelDuringLatency() async throws {
        try await withMainSerialExecutor {
            let clock = TestClock()
            let transport = transport(try FixtureOptions(latency: .seconds(2)), clock: clock)
            let task = Task { try await transport.send(NetworkRequest(path: "/health")) }
            await clock.advance(by: .seconds(1))
            task.cancel()
            await #expect(throws: NetworkError.cancelled) { try await task.value }
        }
    }

    @Test("the same seed gives the same failures; another seed gives others")
    func seededFailuresAreReproducible() async throws {
        let first = await failurePattern(try FixtureOptions(failureRate: 0.5, seed: 42), count: 64)
        let again = await failurePattern(try FixtureOptions(failureRate: 0.5, seed: 42), count: 64)
        let other = await failurePattern(try FixtureOptions(failureRate: 0.5, seed: 7), count: 64)

        #expect(first == again)
        #expect(first != other)
        #expect(first.contains(true) && first.contains(false))
    }

    @Test("rate 0 never fails and rate 1 always fails")
    func extremeRates() async throws {
        #expect(
            await failurePattern(try FixtureOptions(failureRate: 0, seed: 1), count: 200).allSatisfy { !$0 })
        #expect(
            await failurePattern(try FixtureOptions(failureRate: 1, seed: 1), count: 200).allSatisfy { $0 })
    }

    @Test("options outside their ranges are rejected", arguments: [-0.1, 1.01, .nan, .infinity])
    func invalidFailureRate(rate: Double) {
        #expect(throws: NetworkConfigurationError.self) { try FixtureOptions(failureRate: rate) }
    }

    @Test("a negative latency is rejected")
    func negativeLatency() {
        #expect(throws: NetworkConfigurationError.invalidLatency(.seconds(-1))) {
            try FixtureOptions(latency: .seconds(-1))
        }
    }
}
