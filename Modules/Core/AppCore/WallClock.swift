import Foundation

/// Calendar dates read from the app's injected clock: `origin` plus the time elapsed on the
/// clock since this value was made. Receipt times, promotion windows and "last synced" stamps
/// therefore follow a test clock in tests, and an app can start a run at any date (`--now`).
///
/// The container provides one starting at the launch date; a feature may register its own.
public struct WallClock: Sendable {
    private let origin: Date
    private let elapsed: @Sendable () -> Duration

    /// A clock showing `origin` now and advancing with `clock`.
    public init(origin: Date, clock: any Clock<Duration>) {
        self.origin = origin
        self.elapsed = Self.stopwatch(on: clock)
    }

    /// The current date.
    public func now() -> Date {
        origin.addingTimeInterval(elapsed() / .seconds(1))
    }

    private static func stopwatch<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}
