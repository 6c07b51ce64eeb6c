import Foundation
import Logging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live ``HTTPClient``: sends requests with `URLSession` below one base URL.
public struct URLSessionHTTPClient: HTTPClient {
    /// The base URL every request path is appended to.
    public let baseURL: URL
    /// The per-request timeout; Linux URLSession honours whole seconds only, so it is rounded up.
    public let timeout: Duration
    private let session: URLSession
    private let logger: Logger

    /// Creates a client; `session` is injectable so tests can install a stub `URLProtocol`.
    public init(
        baseURL: URL, session: URLSession = PrivateURLSession.shared(scratch: nil),
        timeout: Duration = .seconds(30),
        logger: Logger = Logger(label: NetworkingLog.label)
    ) {
        self.baseURL = baseURL
        self.session = session
        self.timeout = timeout
        self.logger = logger
    }

    public func send(_ request: NetworkRequest) async throws(NetworkError) -> NetworkResponse {
        let start = ContinuousClock.now
        let response: NetworkResponse
        do {
            response = try await load(try makeURLRequest(for: request))
        } catch {
            var mapped = NetworkError(mapping: error)
            if case .unreachable = mapped {
                // Name the server the user configured, whatever URLError carried.
                mapped = .unreachable(server: NetworkError.origin(of: baseURL))
            }
            NetworkingLog.logFailure(
                logger, request: request, error: mapped, elapsed: ContinuousClock.now - start)
            throw mapped
        }
        NetworkingLog.logResponse(
            logger, request: request, status: response.status, elapsed: ContinuousClock.now - start)
        return try response.validated()
    }

    private func makeURLRequest(for request: NetworkRequest) throws(NetworkError) -> URLRequest {
        var urlRequest = URLRequest(url: try request.url(relativeTo: baseURL))
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval = max(1, (timeout / .seconds(1)).rounded(.up))
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        return urlRequest
    }

    /// Runs a data task; written with a completion handler so task cancellation cancels the load.
    private func load(_ urlRequest: URLRequest) async throws -> NetworkResponse {
        let canceller = DataTaskCanceller()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let http = response as? HTTPURLResponse {
                        continuation.resume(
                            returning: NetworkResponse(
                                status: http.statusCode, headers: Self.headers(of: http), body: data ?? Data()
                            ))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                if canceller.register(task) {
                    task.resume()
                } else {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            canceller.cancel()
        }
    }

    private static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in response.allHeaderFields {
            headers[name] = value
        }
        return headers
    }
}
