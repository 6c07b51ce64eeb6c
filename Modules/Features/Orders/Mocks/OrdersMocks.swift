import Foundation
import Networking
import OrdersInterface

/// What Wobitech's backend answers in the mock environment and on mock-backend: the sample
/// (`Resources/orders.json`) moving along over time (``OrdersSimulation``).
public enum OrdersMocks {
    /// Wobitech's backend answers in 0.2 to 0.6 s and does not fail by itself (use --failure-rate).
    static let behavior = MockBehavior.declared(latency: .milliseconds(200) ... .milliseconds(600))

    /// `GET /api/v1/orders` and `GET /api/v1/orders/{id}` for each order of the sample, as of the
    /// time elapsed on `clock` since `origin` (the moment the routes are made).
    public static func routes(origin: Date, clock: any Clock<Duration>) -> [MockRoute] {
        let stopwatch = Stopwatch(on: clock)
        let sample = Self.bundledSample
        let simulation = OrdersSimulation(sample: sample ?? [], origin: origin)
        let now: @Sendable () -> [Order] = {
            simulation.orders(after: stopwatch.elapsed / .seconds(1))
        }
        let list = MockRoute(path: OrdersAPI.listPath, behavior: behavior) {
            guard sample != nil else { throw MockRouteError.missingResource("orders.json") }
            return try encoder.encode(["orders": now().map(OrderDTO.init)])
        }
        let details = simulation.start.map { order in
            MockRoute(path: OrdersAPI.detail(id: order.id).path, behavior: behavior) {
                guard let current = now().first(where: { $0.id == order.id }) else {
                    throw MockRouteError.missingResource(order.id)
                }
                return try encoder.encode(OrderDTO(current))
            }
        }
        return [list] + details
    }

    /// The bundled sample, decoded once per process: the routes are made at every start (the
    /// app's warm-up makes them first, on the other core); nil when it cannot be read.
    private static let bundledSample: [Order]? = try? sample()

    /// The bundled sample, decoded like a server answer.
    public static func sample() throws -> [Order] {
        guard let url = Bundle.module.url(forResource: "orders", withExtension: "json") else {
            throw MockRouteError.missingResource("orders.json")
        }
        return try OrderMapper.decodeList(try Data(contentsOf: url)).orders
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
