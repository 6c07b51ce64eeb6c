/// The one place mock routes are registered; ``FixtureTransport`` and `mock-backend` both serve from it.
public struct MockRouteRegistry: Sendable {
    private struct RouteKey: Hashable {
        let method: HTTPMethod
        let path: String
    }

    /// Routes Networking itself provides (`GET /health`); apps put them first in their list.
    public static let builtInRoutes: [MockRoute] = [.health]

    /// A registry holding only ``builtInRoutes``.
    public static let builtIn = MockRouteRegistry(uncheckedRoutes: builtInRoutes)

    /// All routes, in registration order.
    public let routes: [MockRoute]
    private let index: [RouteKey: Int]

    /// Creates a registry; two routes with the same method and path are a configuration error.
    public init(_ routes: [MockRoute]) throws(NetworkConfigurationError) {
        var index: [RouteKey: Int] = [:]
        for (position, route) in routes.enumerated() {
            let key = RouteKey(method: route.method, path: route.path)
            guard index[key] == nil else { throw .duplicateMockRoute(method: route.method, path: route.path) }
            index[key] = position
        }
        self.routes = routes
        self.index = index
    }

    private init(uncheckedRoutes routes: [MockRoute]) {
        self.routes = routes
        self.index = Dictionary(
            routes.enumerated().map { (RouteKey(method: $1.method, path: $1.path), $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The route for `method` and `path` (normalized with ``MockRoute/normalized(_:)``), if any.
    public func route(method: HTTPMethod, path: String) -> MockRoute? {
        index[RouteKey(method: method, path: MockRoute.normalized(path))].map { routes[$0] }
    }

    /// The response a server would send: the route's body, 405 for a path that answers other
    /// methods (naming them), 404 for an unknown path, 500 if the body fails.
    public func response(method: HTTPMethod, path: String) -> MockResponse {
        guard let route = route(method: method, path: path) else {
            let normalized = MockRoute.normalized(path)
            let allowed = routes.filter { $0.path == normalized }.map(\.method)
            guard allowed.isEmpty else {
                var response = MockResponse.error(
                    status: 405,
                    message: "\(method) is not allowed on \(normalized); it answers "
                        + allowed.map(\.rawValue).joined(separator: ", "))
                response.allowedMethods = allowed
                return response
            }
            return .error(status: 404, message: "No route for \(method) \(normalized)")
        }
        do {
            return MockResponse(status: route.status, contentType: route.contentType, body: try route.body())
        } catch let failure as NetworkError {
            return .failing(failure)
        } catch {
            return .error(status: 500, message: "Fixture for \(method) \(route.path) failed: \(error)")
        }
    }
}
