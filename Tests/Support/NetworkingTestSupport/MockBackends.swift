import Clocks
import Foundation
import Networking

/// The mock transport answering `routes` and nothing else: at once (no latency, no random
/// failures) on `clock`'s time, or offline (every request fails as without a network).
public func mockHTTPFactory(
    _ routes: [MockRoute], offline: Bool = false, clock: any Clock<Duration> = ImmediateClock()
) throws -> HTTPClientFactory {
    HTTPClientFactory(
        environment: .mock, fixtures: try FixtureOptions(latency: .zero, failureRate: 0, isOffline: offline),
        routes: try MockRouteRegistry(routes), clock: clock)
}
