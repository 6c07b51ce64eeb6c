import AppCore
import Foundation
import Logging
import Networking
import Swinject

/// What a live service reaches its backend with: the service's HTTP client in the app's
/// environment, the clock that stamps what it fetched, and a logger labelled `mosaic.<service id>`.
/// An assembly makes it with ``Swinject/Resolver/backend(for:)``; a test with
/// ``Networking/HTTPClientFactory/backend(for:clock:)`` (an extension here).
public struct Backend: Sendable {
    private let http: any HTTPClient
    private let clock: WallClock
    /// The service's log, e.g. `mosaic.catalog`.
    public let logger: Logger

    /// `service`'s backend through `http`, fetches stamped by `clock`.
    public init(_ service: ServiceDescriptor, http: any HTTPClient, clock: WallClock) {
        self.http = http
        self.clock = clock
        self.logger = Logger(label: "mosaic.\(service.id)")
    }

    /// Sends `request` and returns its 2xx response; any other outcome throws a ``NetworkError``.
    public func send(_ request: NetworkRequest) async throws(NetworkError) -> NetworkResponse {
        try await http.send(request)
    }

    /// The time a fetch is stamped with.
    public func now() -> Date { clock.now() }
}

extension Resolver {
    /// `service`'s backend in the app's environment (mock, stage, production, a file), on the
    /// app's clock.
    public func backend(for service: ServiceDescriptor) -> Backend {
        registered(HTTPClientFactory.self).backend(for: service, clock: registered(WallClock.self))
    }
}

extension HTTPClientFactory {
    /// `service`'s backend through this factory's client, fetches stamped by `clock`.
    public func backend(for service: ServiceDescriptor, clock: WallClock) -> Backend {
        Backend(service, http: client(for: service), clock: clock)
    }
}
