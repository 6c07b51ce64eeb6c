import Foundation

/// A transport-level HTTP response whose status has already been checked to be 2xx.
public struct NetworkResponse: Sendable, Hashable {
    /// The HTTP status code.
    public var status: Int
    /// Response headers; names as received.
    public var headers: [String: String]
    /// The raw response body.
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: [String: String] = [:], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Returns `self` for a 2xx status, else throws ``NetworkError/httpStatus(code:bodyExcerpt:)``.
    ///
    /// Every ``HTTPClient`` calls this, because URLSession reports a 500 as a successful load.
    public func validated() throws(NetworkError) -> NetworkResponse {
        guard (200...299).contains(status) else {
            throw .httpStatus(code: status, bodyExcerpt: NetworkError.excerpt(of: body))
        }
        return self
    }
}
