import AppCore
import Clocks
import Foundation
import MosaicTestSupport
import Networking
import NetworkingTestSupport
import RemoteContent
import Swinject
import Testing

@Suite("Backend")
struct BackendTests {
    private let service = ServiceDescriptor(id: "ping", prodURL: "https://ping.example.com")
    private let origin = Date(timeIntervalSince1970: 1_790_000_000)

    @Test(
        "the resolver's backend sends through the service's client, on the app's clock, logging as mosaic.<id>"
    )
    func resolvedFromTheContainer() async throws {
        let factory = try mockHTTPFactory([.text(path: "/ping", #""pong""#)])
        let container = Container()
        container.register(HTTPClientFactory.self) { _ in factory }
        container.register(WallClock.self) { [origin] _ in WallClock(origin: origin, clock: ImmediateClock())
        }

        let backend = container.backend(for: service)

        #expect(backend.logger.label == "mosaic.ping")
        #expect(backend.now() == origin)
        let response = try await backend.send(NetworkRequest(path: "/ping"))
        #expect(response.body == Data(#""pong""#.utf8))
        await #expect(throws: NetworkError.self) {
            try await backend.send(NetworkRequest(path: "/nowhere"))
        }
    }

    @Test("a factory's backend is offline when the factory is")
    func fromAFactory() async throws {
        let factory = try mockHTTPFactory([.text(path: "/ping", #""pong""#)], offline: true)
        let backend = factory.backend(for: service, clock: WallClock(origin: origin, clock: ImmediateClock()))

        #expect(backend.logger.label == "mosaic.ping")
        await #expect(throws: NetworkError.offline) {
            try await backend.send(NetworkRequest(path: "/ping"))
        }
    }
}
