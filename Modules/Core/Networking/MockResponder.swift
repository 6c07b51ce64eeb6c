import Synchronization

/// Answers mock requests with each route's ``MockBehavior`` (or the ``FixtureOptions`` overrides):
/// a seeded failure draw, then latency, then the route.
///
/// Shared by ``FixtureTransport`` and `mock-backend` so both misbehave identically for the same seed.
public final class MockResponder: Sendable {
    /// The routes served.
    public let registry: MockRouteRegistry
    /// Latency, failure rate and seed in effect.
    public let options: FixtureOptions
    private let clock: any Clock<Duration>
    private let random: Mutex<SeededRandomNumberGenerator>

    /// Creates a responder; latency is waited on `clock`, failures drawn from a generator seeded with `options.seed`.
    public init(registry: MockRouteRegistry, options: FixtureOptions, clock: any Clock<Duration>) {
        self.registry = registry
        self.options = options
        self.clock = clock
        self.random = Mutex(SeededRandomNumberGenerator(seed: options.seed))
    }

    /// The body served for a simulated failure (HTTP 503).
    public static let simulatedFailure = MockResponse.error(
        status: 503, message: "Simulated failure (failure rate)")

    /// Responds to `method` `path`; only throws `CancellationError` when cancelled during the latency.
    public func respond(method: HTTPMethod, path: String) async throws -> MockResponse {
        let behavior = registry.route(method: method, path: path)?.behavior ?? .immediate
        // Drawn before waiting, so the n-th request gets the n-th draw however the waits interleave.
        let (draw, latency, failureRate) = random.withLock { random in
            let draw = Double.random(in: 0..<1, using: &random)
            let (latency, failureRate) = options.effective(for: behavior, random: &random)
            return (draw, latency, failureRate)
        }
        if latency > .zero {
            try await clock.sleep(for: latency)
        }
        try Task.checkCancellation()
        if draw < failureRate {
            return Self.simulatedFailure
        }
        return registry.response(method: method, path: path)
    }
}
