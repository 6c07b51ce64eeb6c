/// The time elapsed on a clock since the stopwatch was made: an injected clock's, so a test clock
/// drives it (request logs, the mock orders' simulation, the app's wall clock).
public struct Stopwatch: Sendable {
    private let read: @Sendable () -> Duration

    /// A stopwatch started now on `clock`.
    public init(on clock: any Clock<Duration>) {
        read = Self.start(clock)
    }

    /// The time elapsed on the clock since the stopwatch was made.
    public var elapsed: Duration { read() }

    private static func start<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}
