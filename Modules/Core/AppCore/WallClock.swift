import Foundation
import Networking

/// Calendar dates read from the app's injected clock: `origin` plus the time elapsed on the
/// clock since this value was made. Receipt times, promotion windows and "last synced" stamps
/// therefore follow a test clock in tests, and an app can start a run at any date (`--now`).
///
/// The container provides one starting at the launch date; a feature may register its own.
public struct WallClock: Sendable {
    private let origin: Date
    private let stopwatch: Stopwatch

    /// A clock showing `origin` now and advancing with `clock`.
    public init(origin: Date, clock: any Clock<Duration>) {
        self.origin = origin
        self.stopwatch = Stopwatch(on: clock)
    }

    /// The current date.
    public func now() -> Date {
        origin.addingTimeInterval(stopwatch.elapsed / .seconds(1))
    }
}
