import Foundation
import Logging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Hands each feature the ``HTTPClient`` for its service in the current ``NetworkEnvironment``.
public struct HTTPClientFactory: Sendable {
    /// The environment clients are made for.
    public let environment: NetworkEnvironment
    // One transport for all services, so a seed fixes the whole app's sequence of failures.
    private let fixtureTransport: FixtureTransport
    private let session: URLSession?
    private let sessionScratch: PrivateURLSession.Scratch?
    private let timeout: Duration
    private let networkLibraryProblem: @Sendable () -> String?

    /// Creates a factory; `fixtures`, `routes` and `clock` matter only in mock, `session` and `timeout` elsewhere
    /// (nil: ``PrivateURLSession/shared(scratch:)``, made only when a stage/prod client is first asked
    /// for, its throwaway folder in `sessionScratch`; nil: none, and no disk cache).
    /// `networkLibraryProblem` loads the network library before a session is made (nil: loaded;
    /// ``NetworkLibrary/loadProblem()`` unless a test says otherwise).
    public init(
        environment: NetworkEnvironment, fixtures: FixtureOptions = .instant,
        routes: MockRouteRegistry = .builtIn,
        clock: any Clock<Duration> = ContinuousClock(), session: URLSession? = nil,
        sessionScratch: PrivateURLSession.Scratch? = nil, timeout: Duration = .seconds(30),
        networkLibraryProblem: @escaping @Sendable () -> String? = NetworkLibrary.loadProblem
    ) {
        self.environment = environment
        self.fixtureTransport = FixtureTransport(registry: routes, options: fixtures, clock: clock)
        self.session = session
        self.sessionScratch = sessionScratch
        self.timeout = timeout
        self.networkLibraryProblem = networkLibraryProblem
    }

    /// The fixture transport in mock; a URLSession client on the service's stage/prod (or overridden) base URL.
    /// Offline (`--offline`) every environment's client fails as without a network, before any request.
    public func client(for service: ServiceDescriptor) -> any HTTPClient {
        guard let baseURL = environment.baseURL(for: service) else { return fixtureTransport }
        var logger = Logger(label: NetworkingLog.label)
        logger[metadataKey: "service"] = "\(service.id)"
        if fixtureTransport.options.isOffline { return OfflineHTTPClient(logger: logger) }
        // A given session was made already; the shared one needs the library loaded first.
        if session == nil, let problem = networkLibraryProblem() {
            return UnavailableHTTPClient(problem: problem, logger: logger)
        }
        return URLSessionHTTPClient(
            baseURL: baseURL, session: session ?? PrivateURLSession.shared(scratch: sessionScratch),
            timeout: timeout, logger: logger)
    }

    /// An ``APIClient`` over ``client(for:)``.
    public func apiClient(for service: ServiceDescriptor) -> APIClient {
        APIClient(http: client(for: service))
    }
}

/// A client as without a network (`--offline` on stage or prod): every request fails with
/// ``NetworkError/offline`` and sends nothing.
struct OfflineHTTPClient: HTTPClient {
    let logger: Logger

    func send(_ request: NetworkRequest) async throws(NetworkError) -> NetworkResponse {
        NetworkingLog.logFailure(logger, request: request, error: .offline, elapsed: .zero)
        throw .offline
    }
}
