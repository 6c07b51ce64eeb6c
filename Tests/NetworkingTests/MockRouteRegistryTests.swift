import Foundation
import Testing

@testable import Networking

@Suite("Mock routes and their registry")
struct MockRouteRegistryTests {
    @Test("Networking registers GET /health returning {\"status\":\"ok\"}")
    func builtInHealth() {
        let response = MockRouteRegistry.builtIn.response(method: .get, path: "/health")
        #expect(
            response
                == MockResponse(
                    status: 200, contentType: "application/json", body: Data(#"{"status":"ok"}"#.utf8)))
    }

    @Test("two routes for the same method and path are a configuration error")
    func duplicates() throws {
        #expect(throws: NetworkConfigurationError.duplicateMockRoute(method: .get, path: "/health")) {
            try MockRouteRegistry(MockRouteRegistry.builtInRoutes + [.text(path: "/health/", "{}")])
        }
        let registry = try MockRouteRegistry(
            MockRouteRegistry.builtInRoutes + [.text(method: .post, path: "/health", "{}")])
        #expect(registry.routes.count == 2)
    }

    @Test("matching ignores a trailing slash and the query, but not the method")
    func matching() {
        let registry = MockRouteRegistry.builtIn
        #expect(registry.route(method: .get, path: "/health/") != nil)
        #expect(registry.route(method: .get, path: "/health?verbose=1") != nil)
        #expect(registry.route(method: HTTPMethod(rawValue: "get"), path: "/health") != nil)
        #expect(registry.route(method: .delete, path: "/health") == nil)
    }

    @Test("a path that answers other methods is 405 naming them; an unknown path is 404")
    func methodNotAllowed() throws {
        let registry = try MockRouteRegistry(
            MockRouteRegistry.builtInRoutes + [.text(method: .post, path: "/health", "{}")])
        let refused = registry.response(method: .delete, path: "/health/")
        #expect(refused.status == 405)
        #expect(refused.allowedMethods == [.get, .post])
        #expect(
            String(decoding: refused.body, as: UTF8.self)
                == #"{"error":"DELETE is not allowed on /health; it answers GET, POST"}"#)
        let unknown = registry.response(method: .delete, path: "/nope")
        #expect(unknown.status == 404)
        #expect(unknown.allowedMethods.isEmpty)
    }

    @Test("a resource route serves the bundled file")
    func resourceRoute() throws {
        let route = MockRoute.resource(path: "/packs", bundle: .module, name: "sample-route")
        let registry = try MockRouteRegistry([route])
        let response = registry.response(method: .get, path: "/packs")
        #expect(response.status == 200)
        #expect(response.contentType == "application/json")
        #expect(String(decoding: response.body, as: UTF8.self).contains(#""packs""#))
    }

    @Test("a missing resource answers HTTP 500 naming the file")
    func missingResource() throws {
        let route = MockRoute.resource(path: "/packs", bundle: .module, name: "does-not-exist")
        let response = try MockRouteRegistry([route]).response(method: .get, path: "/packs")
        #expect(response.status == 500)
        #expect(String(decoding: response.body, as: UTF8.self).contains("does-not-exist.json"))
    }
}
