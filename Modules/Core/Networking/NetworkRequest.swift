import Foundation

/// A transport-level HTTP request, relative to a service's base URL.
public struct NetworkRequest: Sendable, Hashable {
    /// The HTTP method.
    public var method: HTTPMethod
    /// The path below the base URL; must start with `/` (e.g. `/packs`).
    public var path: String
    /// Query items appended to the URL, in order.
    public var query: [URLQueryItem]
    /// Extra request headers.
    public var headers: [String: String]
    /// The request body, if any.
    public var body: Data?

    /// Creates a request; `path` must start with `/`.
    public init(
        method: HTTPMethod = .get, path: String, query: [URLQueryItem] = [],
        headers: [String: String] = [:], body: Data? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// Method and path, e.g. `GET /packs`, for logs and error messages.
    public var summary: String { "\(method) \(path)" }

    /// The absolute URL of this request below `baseURL`, keeping the base URL's own path prefix.
    public func url(relativeTo baseURL: URL) throws(NetworkError) -> URL {
        guard path.hasPrefix("/") else { throw .invalidURL(path) }
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw .invalidURL(baseURL.absoluteString + path)
        }
        // Joining by hand keeps a base path such as `/v1` instead of replacing it.
        var basePath = components.path
        while basePath.hasSuffix("/") { basePath.removeLast() }
        components.path = basePath + path
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url, url.host != nil else {
            throw .invalidURL(baseURL.absoluteString + path)
        }
        return url
    }
}
