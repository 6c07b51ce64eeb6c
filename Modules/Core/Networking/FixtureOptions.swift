/// How the mock environment (and mock-backend) misbehaves: latency, random failures, forced offline.
///
/// Latency and failure rate are overrides: `nil` keeps each route's own ``MockBehavior``.
public struct FixtureOptions: Sendable, Hashable {
    /// Delay before every response, measured on the injected clock; `nil` uses each route's own.
    public let latency: Duration?
    /// Probability in `0...1` that a request fails with HTTP 503; `nil` uses each route's own.
    public let failureRate: Double?
    /// When `true`, every request fails with ``NetworkError/offline`` (mock environment only).
    public let isOffline: Bool
    /// Seed of the ``SeededRandomNumberGenerator`` deciding failures and latencies, so runs are repeatable.
    public let seed: UInt64

    /// Creates validated options; the rate must be in `0...1` and the latency not negative.
    public init(
        latency: Duration? = nil, failureRate: Double? = nil, isOffline: Bool = false, seed: UInt64 = 0
    ) throws(NetworkConfigurationError) {
        if let failureRate, !(0...1).contains(failureRate) { throw .invalidFailureRate(failureRate) }
        if let latency, latency < .zero { throw .invalidLatency(latency) }
        self.latency = latency
        self.failureRate = failureRate
        self.isOffline = isOffline
        self.seed = seed
    }

    /// No latency, no failures, online, whatever the routes say.
    public static let instant = FixtureOptions(uncheckedLatency: .zero, failureRate: 0)
    /// Each route's own latency and failure rate.
    public static let routeDefaults = FixtureOptions(uncheckedLatency: nil, failureRate: nil)

    private init(uncheckedLatency latency: Duration?, failureRate: Double?) {
        self.latency = latency
        self.failureRate = failureRate
        self.isOffline = false
        self.seed = 0
    }

    /// The latency and failure rate in effect for a route with `behavior`.
    func effective(for behavior: MockBehavior, random: inout SeededRandomNumberGenerator) -> (
        Duration, Double
    ) {
        (latency ?? behavior.drawLatency(using: &random), failureRate ?? behavior.failureRate)
    }
}
