import Foundation
import Logging

/// The mock environment's ``HTTPClient``: serves ``MockRouteRegistry`` bodies in-process, no network.
///
/// Unknown routes fail with HTTP 404 and failure-rate hits with HTTP 503, exactly as `mock-backend`
/// answers; a forced offline fails at once with ``NetworkError/offline``, like a device with no network.
public struct FixtureTransport: HTTPClient {
    private let responder: MockResponder
    private let clock: any Clock<Duration>
    private let logger: Logger

    /// Creates a transport; everything time- or chance-dependent is driven by `clock` and `options.seed`.
    public init(
        registry: MockRouteRegistry, options: FixtureOptions, clock: any Clock<Duration>,
        logger: Logger = Logger(label: NetworkingLog.label)
    ) {
        self.responder = MockResponder(registry: registry, options: options, clock: clock)
        self.clock = clock
        self.logger = logger
    }

    /// The options in effect.
    public var options: FixtureOptions { responder.options }

    public func send(_ request: NetworkRequest) async throws(NetworkError) -> NetworkResponse {
        // Durations in logs are read from the injected clock, so they agree with the simulated latency.
        let stopwatch = Stopwatch(on: clock)
        guard request.path.hasPrefix("/") else { throw .invalidURL(request.path) }
        guard !responder.options.isOffline else {
            NetworkingLog.logFailure(logger, request: request, error: .offline, elapsed: .zero)
            throw .offline
        }
        let mock: MockResponse
        do {
            mock = try await responder.respond(method: request.method, path: request.path)
        } catch {
            NetworkingLog.logFailure(
                logger, request: request, error: .cancelled, elapsed: stopwatch.elapsed)
            throw .cancelled
        }
        if let failure = mock.failure {
            NetworkingLog.logFailure(logger, request: request, error: failure, elapsed: stopwatch.elapsed)
            throw failure
        }
        NetworkingLog.logResponse(
            logger, request: request, status: mock.status, elapsed: stopwatch.elapsed)
        let response = NetworkResponse(
            status: mock.status, headers: ["Content-Type": mock.contentType], body: mock.body)
        return try response.validated()
    }
}
