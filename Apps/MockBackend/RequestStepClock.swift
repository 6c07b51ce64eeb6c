import Synchronization

/// Simulated time that moves by a fixed step per request served instead of with the wall clock
/// (`mock-backend --seconds-per-request`): a run sees the same sequence of states however busy
/// the machine is, and a step of 0 freezes the simulation at its start.
final class RequestStepClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let elapsed = Mutex(Duration.zero)
    private let step: Duration

    init(step: Duration) { self.step = step }

    var now: Instant { Instant(offset: elapsed.withLock { $0 }) }
    var minimumResolution: Duration { .nanoseconds(1) }

    /// Nothing waits on simulated time: a sleep ends at once (it is only read, by the routes).
    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
    }

    /// Moves the simulation on by one step (after each request).
    func requestServed() { elapsed.withLock { $0 += step } }
}
