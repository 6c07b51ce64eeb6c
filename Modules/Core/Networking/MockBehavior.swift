/// How one mock route misbehaves by default: the feature's own latency and failure rate
/// (the parcels backend answers after 2 s; the wallet's after 1 to 2 s and fails one time in five).
///
/// `--latency` and `--failure-rate` (``FixtureOptions``) override these for every route.
public struct MockBehavior: Sendable, Hashable {
    /// The delay before answering: a fixed duration, or drawn uniformly from the range with the seeded generator.
    public let latency: ClosedRange<Duration>
    /// Probability in `0...1` that the route answers HTTP 503.
    public let failureRate: Double

    /// Answers at once, never fails.
    public static let immediate = MockBehavior(uncheckedLatency: .zero ... .zero, failureRate: 0)

    /// A validated behavior; the rate must be in `0...1` and the latency not negative.
    public init(latency: ClosedRange<Duration>, failureRate: Double = 0) throws(NetworkConfigurationError) {
        guard (0...1).contains(failureRate) else { throw .invalidFailureRate(failureRate) }
        guard latency.lowerBound >= .zero else { throw .invalidLatency(latency.lowerBound) }
        self.init(uncheckedLatency: latency, failureRate: failureRate)
    }

    /// A validated behavior with a fixed latency.
    public init(latency: Duration, failureRate: Double = 0) throws(NetworkConfigurationError) {
        try self.init(latency: latency...latency, failureRate: failureRate)
    }

    private init(uncheckedLatency latency: ClosedRange<Duration>, failureRate: Double) {
        self.latency = latency
        self.failureRate = failureRate
    }

    /// A latency from the range; fixed latencies draw nothing, so they never shift the failure sequence.
    func drawLatency(using random: inout SeededRandomNumberGenerator) -> Duration {
        guard latency.lowerBound < latency.upperBound else { return latency.lowerBound }
        let span = (latency.upperBound - latency.lowerBound) / .nanoseconds(1)
        return latency.lowerBound
            + .nanoseconds(Int64((span * Double.random(in: 0...1, using: &random)).rounded()))
    }
}
