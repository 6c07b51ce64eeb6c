import Foundation
import MosaicTestSupport
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Real TCP requests against a one-shot POSIX server on 127.0.0.1.
@Suite("Real loopback requests")
struct LoopbackTests {
    private let service: ServiceDescriptor
    private let session = URLSession(configuration: .ephemeral)

    init() throws {
        service = try ServiceDescriptor(id: "loopback", prodBaseURL: URL(string: "https://example.com")!)
    }

    @Test(
        "a stage client with --base-url reaches a real server and decodes its answer",
        .hangsAfter(minutes: 10)
    )
    func realRequest() async throws {
        struct Health: Decodable, Equatable { let status: String }
        let server = try LoopbackHTTPServer(status: 200, reason: "OK", body: #"{"status":"ok"}"#)
        let environment = try NetworkEnvironment(.stage, baseURLOverride: server.baseURL)
        let api = HTTPClientFactory(environment: environment, session: session).apiClient(for: service)

        let health = try await api.send(
            Endpoint<Health>(path: "/health", query: [URLQueryItem(name: "probe", value: "1")]))

        #expect(health == Health(status: "ok"))
        let head = try #require(server.receivedRequestHead)
        #expect(head.hasPrefix("GET /health?probe=1 HTTP/1.1\r\n"))
    }

    @Test("a real HTTP 500 throws .httpStatus with the body excerpt", .hangsAfter(minutes: 10))
    func realServerError() async throws {
        let server = try LoopbackHTTPServer(
            status: 500, reason: "Internal Server Error", body: #"{"error":"db down"}"#)
        let client = URLSessionHTTPClient(baseURL: server.baseURL, session: session)
        await #expect(throws: NetworkError.httpStatus(code: 500, bodyExcerpt: #"{"error":"db down"}"#)) {
            try await client.send(NetworkRequest(path: "/health"))
        }
    }

    @Test("a refused connection is .unreachable naming the server, not .offline", .hangsAfter(minutes: 10))
    func refusedConnection() async throws {
        let down = try RefusingPort()
        let client = URLSessionHTTPClient(baseURL: try #require(URL(string: down.url)), session: session)
        await #expect(throws: NetworkError.unreachable(server: down.url)) {
            try await client.send(NetworkRequest(path: "/health"))
        }
    }
}
