import Foundation

/// What the mock environment or `mock-backend` answers to one request.
public struct MockResponse: Sendable, Hashable {
    /// The HTTP status.
    public var status: Int
    /// The `Content-Type` header value.
    public var contentType: String
    /// The body bytes.
    public var body: Data

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
}
