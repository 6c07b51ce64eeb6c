import Foundation

/// What the mock environment or `mock-backend` answers to one request.
public struct MockResponse: Sendable, Hashable {
    /// The HTTP status.
    public var status: Int
    /// The `Content-Type` header value.
    public var contentType: String
    /// The body bytes.
    public var body: Data
    /// Why the route could not answer (its local file is unusable): the in-process transport
    /// throws it; mock-backend answers the 500 this response also carries.
    public var failure: NetworkError?
    /// The methods the path answers, for a 405 (mock-backend sends them as `Allow`).
    public var allowedMethods: [HTTPMethod] = []

    /// Creates a response.
    public init(status: Int, contentType: String, body: Data) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// A JSON error body `{"error": message}`, like a real server's error page.
    public static func error(status: Int, message: String) -> MockResponse {
        // JSONSerialization escapes quotes in paths; sorted keys keep bodies byte-stable.
        let body =
            (try? JSONSerialization.data(
                withJSONObject: ["error": message], options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return MockResponse(status: status, contentType: "application/json", body: body)
    }

    /// A 500 that carries `failure`, for a route whose body could not be made.
    public static func failing(_ failure: NetworkError) -> MockResponse {
        var response = error(status: 500, message: failure.description)
        response.failure = failure
        return response
    }
}
