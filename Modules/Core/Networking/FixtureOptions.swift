/// How the mock environment (and mock-backend) misbehaves: latency, random failures, forced offline.
public struct FixtureOptions: Sendable, Hashable {
    /// Delay before every response, measured on the injected clock.
    public let latency: Duration
    /// Probability in `0...1` that a request fails with HTTP 503.
    public let failureRate: Double
    /// When `true`, every request fails with ``NetworkError/offline`` (mock environment only).
    public let isOffline: Bool
    /// Seed of the ``SeededRandomNumberGenerator`` deciding failures, so runs are repeatable.
    public let seed: UInt64

    /// Creates validated options; the rate must be in `0...1` and the latency not negative.
    public init(
        latency: Duration = .zero, failureRate: Double = 0, isOffline: Bool = false, seed: UInt64 = 0
    ) throws(NetworkConfigurationError) {
        guard (0...1).contains(failureRate) else { throw .invalidFailureRate(failureRate) }
        guard latency >= .zero else { throw .invalidLatency(latency) }
        self.latency = latency
        self.failureRate = failureRate
        self.isOffline = isOffline
        self.seed = seed
    }

    /// No latency, no failures, online.
    public static let instant = FixtureOptions(uncheckedLatency: .zero)

    private init(uncheckedLatency latency: Duration) {
        self.latency = latency
        self.failureRate = 0
        self.isOffline = false
        self.seed = 0
    }
}
