import Foundation

/// A request whose successful response body decodes as `Response`.
public struct Endpoint<Response: Decodable>: Sendable {
    /// The request to send.
    public var request: NetworkRequest

    /// Wraps an existing request.
    public init(_ request: NetworkRequest) {
        self.request = request
    }

    /// Creates an endpoint; `path` must start with `/`.
    public init(
        method: HTTPMethod = .get, path: String, query: [URLQueryItem] = [],
        headers: [String: String] = [:], body: Data? = nil
    ) {
        self.request = NetworkRequest(
            method: method, path: path, query: query, headers: headers, body: body)
    }
}
