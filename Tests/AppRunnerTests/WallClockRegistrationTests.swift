import AppCore
import AppRunner
import Clocks
import Foundation
import Localization
import Swinject
import TerminalUI
import Testing

/// "Now" is registered once, by the app: it starts at the first plugin's date (a demo's, the
/// store's `--now`) and advances with the app's clock; no feature registers its own.
@MainActor @Suite struct WallClockRegistrationTests {
    private let origin = Date(timeIntervalSince1970: 1_800_000_000)

    /// A plugin with nothing but a start date.
    struct Dated: FeaturePlugin {
        var id: String
        var startsAt: Date?
        func title(_ localizer: Localizer) -> String { id }
        var assembly: any Assembly { SampleAssembly() }
        @MainActor func makeRootScreen(_ resolver: any Resolver) throws -> any Screen { StaticScreen() }
    }

    private func wallClock(_ plugins: [any FeaturePlugin], now: Date? = nil, clock: TestClock<Duration>)
        throws
        -> WallClock
    {
        var bootstrap = AppBootstrap(appName: "sample", environment: [:], clock: clock)
        bootstrap.now = now
        let context = try bootstrap.makeContext(
            options: try AppOptions.parse(["--store", "memory"]), plugins: plugins)
        return try context.resolver.require(WallClock.self)
    }

    @Test func thePluginsDateStartsTheOneWallClockWhichAdvancesWithTheAppsClock() async throws {
        let clock = TestClock()
        let wall = try wallClock(
            [
                Dated(id: "a", startsAt: nil), Dated(id: "b", startsAt: origin),
                Dated(id: "c", startsAt: .distantPast),
            ],
            clock: clock)
        #expect(wall.now() == origin, "the first plugin that has a date")
        await clock.advance(by: .seconds(90))
        #expect(wall.now() == origin.addingTimeInterval(90))
    }

    @Test func theBootstrapsDateWinsAndWithoutAnyTheSystemDateApplies() throws {
        let pinned = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(
            try wallClock([Dated(id: "a", startsAt: origin)], now: pinned, clock: TestClock()).now() == pinned
        )
        let before = Date()
        let system = try wallClock([Dated(id: "a", startsAt: nil)], clock: TestClock()).now()
        #expect(system >= before && system <= Date())
    }
}
