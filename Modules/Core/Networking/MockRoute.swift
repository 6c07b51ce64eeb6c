import Foundation

/// One canned backend response, served by ``FixtureTransport`` in the mock environment and by `mock-backend`.
public struct MockRoute: Sendable {
    /// The method the route answers.
    public let method: HTTPMethod
    /// The exact path the route answers, e.g. `/packs` (query strings are ignored when matching).
    public let path: String
    /// The HTTP status sent back.
    public let status: Int
    /// The `Content-Type` sent back.
    public let contentType: String
    /// Produces the body on every request; throwing turns the response into an HTTP 500.
    public let body: @Sendable () throws -> Data
    /// The route's own latency and failure rate (``FixtureOptions`` may override them).
    public let behavior: MockBehavior

    /// Creates a route; `path` is normalized so `/packs/` and `/packs` are the same route.
    public init(
        method: HTTPMethod = .get, path: String, status: Int = 200, contentType: String = "application/json",
        behavior: MockBehavior = .immediate, body: @escaping @Sendable () throws -> Data
    ) {
        self.behavior = behavior
        self.method = method
        self.path = Self.normalized(path)
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// A route answering with fixed UTF-8 text (JSON by default).
    public static func text(
        method: HTTPMethod = .get, path: String, status: Int = 200, contentType: String = "application/json",
        behavior: MockBehavior = .immediate, _ text: String
    ) -> MockRoute {
        let data = Data(text.utf8)
        return MockRoute(
            method: method, path: path, status: status, contentType: contentType, behavior: behavior
        ) { data }
    }

    /// A route whose body is the resource `name.ext` of `bundle` (usually a feature's `Bundle.module`).
    ///
    /// The file is found and read on each request, so a missing resource surfaces as an HTTP 500
    /// naming it, and a route never served (another feature's, or one `--data-file` replaces)
    /// costs no search of the bundle's folder at start.
    public static func resource(
        method: HTTPMethod = .get, path: String, status: Int = 200, bundle: Bundle, name: String,
        ext: String = "json", subdirectory: String? = nil, behavior: MockBehavior = .immediate
    ) -> MockRoute {
        let fileName = "\(name).\(ext)"
        return MockRoute(
            method: method, path: path, status: status, contentType: contentType(forExtension: ext),
            behavior: behavior
        ) {
            guard let url = bundle.url(forResource: name, withExtension: ext, subdirectory: subdirectory)
            else {
                throw MockRouteError.missingResource(fileName)
            }
            return try Data(contentsOf: url)
        }
    }

    /// `GET /health` → `{"status":"ok"}`: Networking's built-in route, served in every environment's mock.
    public static let health = MockRoute.text(path: "/health", #"{"status":"ok"}"#)

    /// The same route answering with what `body` produces on each request instead (what
    /// `--data-file` does: it reads the file then), keeping its behavior; throwing is an HTTP 500.
    public func replacingBody(_ body: @escaping @Sendable () throws -> Data) -> MockRoute {
        MockRoute(
            method: method, path: path, status: status, contentType: contentType, behavior: behavior,
            body: body)
    }

    /// The same route answering with `body` instead, keeping its behavior.
    public func replacingBody(_ body: Data) -> MockRoute {
        MockRoute(method: method, path: path, status: status, contentType: contentType, behavior: behavior) {
            body
        }
    }

    /// Drops a trailing slash (except for `/`) and any query string, the way routes are matched.
    public static func normalized(_ path: String) -> String {
        var path =
            path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first
            .map(String.init) ?? path
        if path.isEmpty { path = "/" }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    private static func contentType(forExtension ext: String) -> String {
        switch ext.lowercased() {
        case "json": return "application/json"
        case "txt": return "text/plain; charset=utf-8"
        case "html": return "text/html; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}

/// Why a mock route could not produce its body.
public enum MockRouteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bundled resource file does not exist.
    case missingResource(String)

    public var description: String {
        switch self {
        case .missingResource(let file): return "The fixture resource \(file) is missing from its bundle."
        }
    }
}
