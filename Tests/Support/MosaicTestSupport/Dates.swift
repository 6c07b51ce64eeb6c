import Foundation

/// 2026-11-22T12:00:00Z: the date every feature's tests and fixtures are written against.
public let referenceDate = Date(timeIntervalSince1970: 1_795_348_800)

/// UTC, the time zone tests print dates in unless they test another.
public let utc = TimeZone(identifier: "UTC") ?? .gmt

/// A clock that stands still: `now` never moves, and a sleep returns at once (after a yield).
/// Unlike swift-clocks' `ImmediateClock`, whose `now` moves by every sleep, what a screen shows
/// at "now" cannot depend on how many times an animation slept before the screen settled.
public struct FrozenClock: Clock {
    public let now = ContinuousClock.now
    public var minimumResolution: Duration { .zero }

    public init() {}

    public func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        await Task.yield()
    }
}
