import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLProtocol` answering from canned stubs keyed by URL path, so tests can run in parallel.
final class StubURLProtocol: URLProtocol {
    /// What a stubbed URL answers.
    enum Stub: Sendable {
        case response(status: Int, body: Data)
        case failure(URLError.Code)
        /// Never answers but fires `started`; used to prove cancellation stops the load.
        case hang(started: Signal)
    }

    /// A method and URL the stub saw.
    struct Received: Sendable, Equatable {
        let method: String?
        let url: URL?
        let headers: [String: String]
    }

    private static let stubs = Mutex<[String: Stub]>([:])
    private static let received = Mutex<[String: Received]>([:])

    /// Registers `stub` under a fresh unique path and returns that path.
    static func register(_ stub: Stub) -> String {
        let path = "/stub-\(UUID().uuidString)"
        stubs.withLock { $0[path] = stub }
        return path
    }

    /// The request the stub at `path` received, if any.
    static func receivedRequest(path: String) -> Received? {
        received.withLock { $0[path] }
    }

    /// A session whose every request is answered by this protocol.
    static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let path = request.url?.path ?? ""
        Self.received.withLock {
            $0[path] = Received(
                method: request.httpMethod, url: request.url, headers: request.allHTTPHeaderFields ?? [:])
        }
        guard let stub = Self.stubs.withLock({ $0[path] }) else {
            client?.urlProtocol(self, didFailWithError: URLError(.resourceUnavailable))
            return
        }
        switch stub {
        case .response(let status, let body):
            guard let url = request.url,
                let response = HTTPURLResponse(
                    url: url, statusCode: status, httpVersion: "HTTP/1.1",
                    headerFields: ["Content-Type": "application/json"])
            else {
                client?.urlProtocol(self, didFailWithError: URLError(.badURL))
                return
            }
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: body)
            client?.urlProtocolDidFinishLoading(self)
        case .failure(let code):
            client?.urlProtocol(self, didFailWithError: URLError(code))
        case .hang(let started):
            started.fire()
        }
    }

    override func stopLoading() {}
}
