import Foundation
import Swinject

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Registers the ``HTTPClientFactory`` (container scope) and the ``NetworkEnvironment`` it was built for.
public struct NetworkingAssembly: Assembly {
    private let factory: HTTPClientFactory

    /// Wires networking for `environment`; see
    /// ``HTTPClientFactory/init(environment:fixtures:routes:clock:session:sessionScratch:timeout:networkLibraryProblem:)``.
    public init(
        environment: NetworkEnvironment, fixtures: FixtureOptions = .instant,
        routes: MockRouteRegistry = .builtIn,
        clock: any Clock<Duration> = ContinuousClock(), session: URLSession? = nil,
        sessionScratch: PrivateURLSession.Scratch? = nil
    ) {
        factory = HTTPClientFactory(
            environment: environment, fixtures: fixtures, routes: routes, clock: clock, session: session,
            sessionScratch: sessionScratch)
    }

    public func assemble(container: Container) {
        let factory = self.factory
        container.register(HTTPClientFactory.self) { _ in factory }.inObjectScope(.container)
        container.register(NetworkEnvironment.self) { _ in factory.environment }.inObjectScope(.container)
    }
}
