import Synchronization

/// A clock that only moves when a test says so, for tests of anything timed (rule windows,
/// payment progress, mock latency). Sleepers wake when ``advance(by:)`` passes their deadline.
///
/// Why not swift-clocks' `TestClock`: a test can wait for the code under test to *reach* its
/// sleep (``waitForSleepers(_:)``, resumed by the sleep itself) before advancing. `TestClock`
/// only yields a number of times and hopes the other task got there; on a busy machine it had
/// not, the advance passed by, and the sleeper never woke (the full parallel run hung; see
/// Docs/Tooling.md, "Tests on a busy machine"). Use `TestClock`/`ImmediateClock` where nothing has to be
/// waited for, this one where the test advances past a sleep another task starts.
public final class ManualClock: Clock, Sendable {
    /// A point on the manual clock: the time advanced since it was made.
    public struct Instant: InstantProtocol, Sendable {
        /// Time since the clock's start.
        public var offset: Duration

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Sleeper] = []
        var cancelled: Set<Int> = []
        var arrivalWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    /// A clock at offset zero.
    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on the clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let (resume, arrived) = state.withLock {
                    state -> (Result<Void, any Error>?, [CheckedContinuation<Void, Never>]) in
                    if state.cancelled.remove(id) != nil { return (.failure(CancellationError()), []) }
                    if deadline <= state.now { return (.success(()), []) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    let count = state.sleepers.count
                    let ready = state.arrivalWaiters.filter { $0.count <= count }.map(\.continuation)
                    state.arrivalWaiters.removeAll { $0.count <= count }
                    return (nil, ready)
                }
                arrived.forEach { $0.resume() }
                if let resume { continuation.resume(with: resume) }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelled.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward by `duration`, waking every sleeper whose deadline has come, then
    /// lets the woken tasks run.
    public func advance(by duration: Duration) async {
        let woken = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        woken.forEach { $0.continuation.resume() }
        for _ in 0..<20 { await Task.yield() }
    }

    /// Waits until at least `count` tasks sleep on the clock (event-driven, no polling).
    public func waitForSleepers(_ count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                if state.sleepers.count >= count { return true }
                state.arrivalWaiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
