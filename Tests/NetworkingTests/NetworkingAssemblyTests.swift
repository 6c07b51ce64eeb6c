import Foundation
import Swinject
import Testing

@testable import Networking

@Suite("NetworkingAssembly")
struct NetworkingAssemblyTests {
    @Test("registers the factory and environment it was given")
    func resolves() async throws {
        let stage = try NetworkEnvironment(.stage, baseURLOverride: URL(string: "http://127.0.0.1:9000")!)
        let assembler = Assembler([NetworkingAssembly(environment: stage)])

        let factory = try #require(assembler.resolver.resolve(HTTPClientFactory.self))
        #expect(factory.environment == stage)
        #expect(assembler.resolver.resolve(NetworkEnvironment.self) == stage)
    }

    @Test("in mock it serves the routes and fixture options it was given")
    func mockWiring() async throws {
        let routes = try MockRouteRegistry(
            MockRouteRegistry.builtInRoutes + [.text(path: "/ping", #""pong""#)])
        let assembler = Assembler([
            NetworkingAssembly(
                environment: .mock, fixtures: try FixtureOptions(isOffline: true), routes: routes)
        ])
        let factory = try #require(assembler.resolver.resolve(HTTPClientFactory.self))
        let service = try ServiceDescriptor(id: "ping", prodBaseURL: URL(string: "https://ping.example.com")!)
        await #expect(throws: NetworkError.offline) {
            try await factory.client(for: service).send(NetworkRequest(path: "/ping"))
        }

        let online = HTTPClientFactory(environment: .mock, routes: routes).client(for: service)
        #expect(try await online.send(NetworkRequest(path: "/ping")).body == Data(#""pong""#.utf8))
    }
}
