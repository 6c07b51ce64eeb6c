import AppCore
import Clocks
import Foundation
import Swinject
import Testing

/// A feature's assembly pins "now" to its plugin's start date, advancing with the app's clock.
@Suite struct WallClockRegistrationTests {
    private let origin = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func anOriginStartsAWallClockThatAdvancesWithTheContainersClock() async {
        let clock = TestClock()
        let container = Container()
        container.register((any Clock<Duration>).self) { _ in clock }
        container.registerWallClock(startingAt: origin)
        let first = container.resolve(WallClock.self)
        #expect(first?.now() == origin)
        await clock.advance(by: .seconds(90))
        // One clock per container: resolved later, it still started at `origin`.
        #expect(container.resolve(WallClock.self)?.now() == origin.addingTimeInterval(90))
        #expect(first?.now() == origin.addingTimeInterval(90))
    }

    @Test func noOriginKeepsTheAppsWallClock() {
        let appStart = Date(timeIntervalSince1970: 1_700_000_000)
        let container = Container()
        container.register(WallClock.self) { _ in WallClock(origin: appStart, clock: TestClock()) }
        container.registerWallClock(startingAt: nil)
        #expect(container.resolve(WallClock.self)?.now() == appStart)
    }
}
