import Foundation
import Swinject

extension Container {
    /// Registers a ``WallClock`` showing `origin` at first use and advancing with the container's
    /// clock (the system's when none is registered); with no `origin` (nil) the app's stays in effect.
    ///
    /// A feature whose plugin was given a start date (a demo, `--now`) calls this from its assembly.
    public func registerWallClock(startingAt origin: Date?) {
        guard let origin else { return }
        register(WallClock.self) { resolver in
            WallClock(
                origin: origin, clock: resolver.resolve((any Clock<Duration>).self) ?? ContinuousClock())
        }.inObjectScope(.container)
    }
}
