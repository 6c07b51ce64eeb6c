import AppCore
import DataStorage
import Formatting
import Foundation
import Localization
import Networking
import OrdersInterface
import Swinject

/// Registers the ``OrdersService`` (live from the backend with an offline copy, or one injected
/// by a demo), the orders' texts and the details' poll schedule.
public struct OrdersAssembly: Assembly, Sendable {
    private let service: (any OrdersService)?
    private let origin: Date?
    private let pollInterval: Duration

    /// The live service; `origin` fixes "now" at start, `pollInterval` is the details' cadence.
    public init(origin: Date? = nil, pollInterval: Duration = .seconds(10)) {
        self.service = nil
        self.origin = origin
        self.pollInterval = pollInterval
    }

    /// An injected service (demos and tests).
    public init(service: any OrdersService, origin: Date? = nil, pollInterval: Duration = .seconds(10)) {
        self.service = service
        self.origin = origin
        self.pollInterval = pollInterval
    }

    public func assemble(container: Container) {
        let (service, origin, pollInterval) = (self.service, self.origin, self.pollInterval)
        container.registerWallClock(startingAt: origin)
        container.register((any OrdersService).self) { resolver in
            if let service { return service }
            return LiveOrdersService(
                http: resolver.registered(HTTPClientFactory.self).client(for: OrdersAPI.service),
                cache: OrdersCache(database: resolver.registered(AppDatabase.self)),
                clock: resolver.registered(WallClock.self))
        }.inObjectScope(.container)
        container.register(OrdersTexts.self) { resolver in
            OrdersTexts(
                localizer: resolver.registered(Localizer.self),
                formatters: resolver.registered(Formatters.self))
        }
        container.register(PollSchedule.self) { _ in
            PollSchedule(interval: pollInterval, cap: max(.seconds(60), pollInterval))
        }
    }
}
