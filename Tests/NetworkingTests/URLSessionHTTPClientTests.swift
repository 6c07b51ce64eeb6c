import Foundation
import MosaicTestSupport
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every `NetworkError` mapping, through a stubbed `URLProtocol` (stubs are keyed per URL path).
@Suite("URLSessionHTTPClient error mapping")
struct URLSessionHTTPClientTests {
    private let client = URLSessionHTTPClient(
        baseURL: URL(string: "http://stub.invalid")!, session: StubURLProtocol.makeSession())

    private func send(_ stub: StubURLProtocol.Stub) async -> Result<NetworkResponse, NetworkError> {
        let path = StubURLProtocol.register(stub)
        do {
            return .success(try await client.send(NetworkRequest(path: path)))
        } catch {
            return .failure(error)
        }
    }

    @Test("a 2xx response is returned with its body, and the request carries method, query and headers")
    func success() async throws {
        let path = StubURLProtocol.register(.response(status: 201, body: Data(#"{"ok":true}"#.utf8)))
        let request = NetworkRequest(
            method: .post, path: path, query: [URLQueryItem(name: "page", value: "2")],
            headers: ["X-Probe": "1"], body: Data("{}".utf8))

        let response = try await client.send(request)

        #expect(response.status == 201)
        #expect(response.body == Data(#"{"ok":true}"#.utf8))
        let received = try #require(StubURLProtocol.receivedRequest(path: path))
        #expect(received.method == "POST")
        #expect(received.url?.absoluteString == "http://stub.invalid\(path)?page=2")
        #expect(received.headers["X-Probe"] == "1")
    }

    @Test(
        "URLError codes map to typed errors",
        arguments: [
            (URLError.Code.notConnectedToInternet, NetworkError.offline),
            (.networkConnectionLost, .offline),
            (.cannotConnectToHost, .unreachable(server: "http://stub.invalid")),
            (.cannotFindHost, .unreachable(server: "http://stub.invalid")),
            (.dnsLookupFailed, .unreachable(server: "http://stub.invalid")),
            (.timedOut, .timeout),
            (.cancelled, .cancelled),
            (.secureConnectionFailed, .transport(code: .secureConnectionFailed)),
            (.badServerResponse, .transport(code: .badServerResponse)),
        ])
    func mapsURLErrors(code: URLError.Code, expected: NetworkError) async {
        #expect(await send(.failure(code)) == .failure(expected))
    }

    @Test("badURL and unsupportedURL map to .invalidURL", arguments: [URLError.Code.badURL, .unsupportedURL])
    func mapsInvalidURL(code: URLError.Code) async {
        guard case .failure(.invalidURL) = await send(.failure(code)) else {
            Issue.record("expected .invalidURL for \(code)")
            return
        }
    }

    @Test("an HTTP 500 does not pass as success: it throws with a body excerpt")
    func serverError() async {
        let result = await send(.response(status: 500, body: Data(#"{"error":"boom"}"#.utf8)))
        #expect(result == .failure(.httpStatus(code: 500, bodyExcerpt: #"{"error":"boom"}"#)))
    }

    @Test("the body excerpt of an error status is bounded", arguments: [404, 503])
    func boundedExcerpt(status: Int) async throws {
        let body = Data(String(repeating: "x", count: 5_000).utf8)
        guard
            case .failure(.httpStatus(let code, let excerpt)) = await send(
                .response(status: status, body: body))
        else {
            Issue.record("expected .httpStatus")
            return
        }
        #expect(code == status)
        #expect(excerpt.count == NetworkError.excerptLimit + 1)
        #expect(excerpt.hasSuffix("…"))
    }

    @Test("a task cancelled before the load starts throws .cancelled", .hangsAfter(minutes: 10))
    func cancellationBeforeStart() async {
        let path = StubURLProtocol.register(.hang(started: Signal()))
        let client = self.client
        let task = Task { try await client.send(NetworkRequest(path: path)) }
        task.cancel()
        await #expect(throws: NetworkError.cancelled) { try await task.value }
    }

    @Test("cancelling a load in flight cancels the data task and throws .cancelled", .hangsAfter(minutes: 10))
    func cancellationInFlight() async {
        let started = Signal()
        let path = StubURLProtocol.register(.hang(started: started))
        let client = self.client
        let task = Task { try await client.send(NetworkRequest(path: path)) }
        await started.wait()
        task.cancel()
        await #expect(throws: NetworkError.cancelled) { try await task.value }
    }

    @Test("a path without a leading slash is an invalid URL, rejected before any load")
    func invalidPath() async {
        await #expect(throws: NetworkError.invalidURL("health")) {
            try await client.send(NetworkRequest(path: "health"))
        }
    }
}
