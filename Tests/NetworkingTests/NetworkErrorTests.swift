import Foundation
import Testing

@testable import Networking

@Suite("NetworkError")
struct NetworkErrorTests {
    @Test("isOffline is true only for .offline")
    func isOffline() {
        #expect(NetworkError.offline.isOffline)
        let others: [NetworkError] = [
            .timeout, .cancelled, .httpStatus(code: 500, bodyExcerpt: ""),
            .decoding(keyPath: "a", reason: "b"),
            .invalidURL("x"), .transport(code: .unknown),
        ]
        #expect(others.allSatisfy { !$0.isOffline })
        #expect(!NetworkError.unreachable(server: "http://127.0.0.1:8080").isOffline)
    }

    @Test("a server that refuses is unreachable, not offline; both are connectivity failures")
    func unreachableIsNotOffline() {
        let refused = URLError(
            .cannotConnectToHost,
            userInfo: [
                NSURLErrorFailingURLErrorKey: URL(string: "http://127.0.0.1:8080/packs")!
            ])
        #expect(NetworkError(refused) == .unreachable(server: "http://127.0.0.1:8080"))
        #expect(NetworkError(URLError(.notConnectedToInternet)) == .offline)
        #expect(NetworkError.unreachable(server: "x").isConnectivity)
        #expect(NetworkError.offline.isConnectivity)
        #expect(!NetworkError.timeout.isConnectivity)
        #expect(
            NetworkError.unreachable(server: "http://127.0.0.1:8080").description.contains("127.0.0.1:8080"))
    }

    @Test("excerpts keep short bodies whole and cut long ones at the limit")
    func excerpt() {
        #expect(NetworkError.excerpt(of: Data("  short body \n".utf8)) == "short body")
        let long = NetworkError.excerpt(of: Data(String(repeating: "ż", count: 1_000).utf8))
        #expect(long == String(repeating: "ż", count: NetworkError.excerptLimit) + "…")
        #expect(NetworkError.excerpt(of: Data()) == "")
    }

    @Test("descriptions are human-readable and carry the details")
    func descriptions() {
        #expect(NetworkError.httpStatus(code: 503, bodyExcerpt: "down").description.contains("503"))
        #expect(NetworkError.httpStatus(code: 503, bodyExcerpt: "down").description.contains("down"))
        #expect(
            NetworkError.decoding(keyPath: "items[3].amount", reason: "x").description.contains(
                "items[3].amount"))
        #expect(NetworkError.transport(code: .secureConnectionFailed).localizedDescription.contains("-1200"))
        #expect(NetworkError.offline.errorDescription == NetworkError.offline.description)
    }

    @Test("any error maps: cancellation to .cancelled, unknown errors to transport(.unknown)")
    func mappingAnyError() {
        struct Other: Error {}
        #expect(NetworkError(mapping: CancellationError()) == .cancelled)
        #expect(NetworkError(mapping: Other()) == .transport(code: .unknown))
        #expect(NetworkError(mapping: NetworkError.timeout) == .timeout)
        #expect(NetworkError(mapping: URLError(.notConnectedToInternet)) == .offline)
    }
}
