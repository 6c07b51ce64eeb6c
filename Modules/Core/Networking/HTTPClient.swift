/// Sends requests to one backend service. Implementations: ``URLSessionHTTPClient`` (stage, prod)
/// and ``FixtureTransport`` (mock). Obtain one from ``HTTPClientFactory``.
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns its 2xx response; any other outcome throws a ``NetworkError``.
    func send(_ request: NetworkRequest) async throws(NetworkError) -> NetworkResponse
}
