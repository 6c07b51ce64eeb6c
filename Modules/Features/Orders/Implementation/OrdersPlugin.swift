import AppCore
import DataStorage
import Foundation
import Localization
import Networking
import OrdersInterface
import OrdersMocks
import Swinject
import TerminalUI

/// The Orders feature (Wobitech deliveries): the filtered list, details that poll while the
/// order moves, its offline copy, the moving mock backend and `list`/`show`/`watch`.
public struct OrdersPlugin: FeaturePlugin {
    /// Orders' scripting subcommands.
    public static let commands: [any PluginCommand.Type] = [
        OrdersListCommand.self, OrderShowCommand.self, OrderWatchCommand.self,
    ]

    public let id = "orders"
    private let assemblyValue: OrdersAssembly
    /// The date "now" shows at start (a demo's, `--now`); nil: the system's.
    public let startsAt: Date?
    private let origin: Date?
    private let mockClock: any Clock<Duration>

    /// The live service; `origin` pins "now" at start, `pollInterval` is the details' cadence, and
    /// the mock orders move along as time passes on `mockClock` (tests pass one that stands still,
    /// so a slow run cannot see an order move).
    public init(
        origin: Date? = nil, pollInterval: Duration = .seconds(10),
        mockClock: any Clock<Duration> = ContinuousClock()
    ) {
        assemblyValue = OrdersAssembly(pollInterval: pollInterval)
        startsAt = origin
        self.origin = origin
        self.mockClock = mockClock
    }

    /// An injected service (demos).
    public init(service: any OrdersService, origin: Date? = nil, pollInterval: Duration = .seconds(10)) {
        assemblyValue = OrdersAssembly(service: service, pollInterval: pollInterval)
        startsAt = origin
        self.origin = origin
        self.mockClock = ContinuousClock()
    }

    public func title(_ localizer: Localizer) -> String { localizer[OrdersStrings.title] }
    public var assembly: any Assembly { assemblyValue }
    public var storage: FeatureStorage? {
        FeatureStorage(
            OrdersMigrations.all, offlineList: OrdersMigrations.tables, described: OrdersStrings.dataSaved)
    }
    /// The moving routes, starting at the pinned origin when there is one (tests, `--now`).
    public var mockRoutes: [MockRoute] {
        OrdersMocks.routes(origin: origin ?? Date(), clock: mockClock)
    }
    public var dataFileRoute: String? { OrdersAPI.listPath }

    @MainActor public func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        let service = try resolver.require((any OrdersService).self)
        let texts = try resolver.require(OrdersTexts.self)
        let clock = try resolver.require((any Clock<Duration>).self)
        let wallClock = try resolver.require(WallClock.self)
        let schedule = try resolver.require(PollSchedule.self)
        return OrdersListScreen(
            model: OrdersListViewModel(service: service, clock: wallClock), texts: texts,
            openOrder: { id in
                OrderDetailScreen(
                    model: OrderDetailViewModel(
                        id: id, service: service, clock: clock, wallClock: wallClock, schedule: schedule),
                    texts: texts)
            })
    }
}
