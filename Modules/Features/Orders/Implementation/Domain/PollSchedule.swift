/// When a detail screen asks the backend again: every ``interval`` while polls succeed; after
/// failures, twice as long each time (10, 20, 40 s), capped at ``cap``; back to ``interval`` on success.
struct PollSchedule: Sendable, Hashable {
    /// The wait between successful polls.
    var interval: Duration = .seconds(10)
    /// The longest wait after failures.
    var cap: Duration = .seconds(60)

    /// The wait before the next poll, after `failures` failed polls in a row.
    func delay(afterFailures failures: Int) -> Duration {
        var delay = interval
        for _ in 0..<min(max(failures, 0), 16) {
            delay = delay * 2
            if delay >= cap { return cap }
        }
        return min(delay, cap)
    }
}
