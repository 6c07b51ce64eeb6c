import AppCore
import DataStorage
import Formatting
import Foundation
import Localization
import Networking
import OrdersInterface
import RemoteContent
import Swinject

/// Registers the ``OrdersService`` (live from the backend with an offline copy, or one injected
/// by a demo), the orders' texts and the details' poll schedule.
public struct OrdersAssembly: Assembly, Sendable {
    private let service: (any OrdersService)?
    private let pollInterval: Duration

    /// The live service; `pollInterval` is the details' cadence.
    public init(pollInterval: Duration = .seconds(10)) {
        self.service = nil
        self.pollInterval = pollInterval
    }

    /// An injected service (demos and tests).
    public init(service: any OrdersService, pollInterval: Duration = .seconds(10)) {
        self.service = service
        self.pollInterval = pollInterval
    }

    public func assemble(container: Container) {
        let pollInterval = self.pollInterval
        container.registerService((any OrdersService).self, injected: self.service) { resolver in
            LiveOrdersService(
                backend: resolver.backend(for: OrdersAPI.service),
                cache: OrdersCache(database: resolver.database),
                detailsFromList: resolver.resolve(DataSource.self)?.filePath != nil)
        }
        container.registerTexts(OrdersTexts.init)
        container.register(PollSchedule.self) { _ in
            PollSchedule(interval: pollInterval, cap: max(.seconds(60), pollInterval))
        }
    }
}
