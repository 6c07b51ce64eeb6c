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

    /// A feature's own manners written in its source, e.g. `.declared(latency: .seconds(1) ... .seconds(2))`.
    ///
    /// A negative latency or a rate outside `0...1` there is a mistake in the program, not a user's
    /// choice, so it stops the program naming the value (never silently answering at once instead).
    public static func declared(latency: ClosedRange<Duration>, failureRate: Double = 0) -> MockBehavior {
        do {
            return try MockBehavior(latency: latency, failureRate: failureRate)
        } catch {
            preconditionFailure("A mock behavior declared in the source is invalid: \(error)")
        }
    }

    /// ``declared(latency:failureRate:)`` with a fixed latency.
    public static func declared(latency: Duration, failureRate: Double = 0) -> MockBehavior {
        declared(latency: latency...latency, failureRate: failureRate)
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
