import Foundation
import JSONDecoding
import Testing

@testable import Networking

@Suite("Decoding errors carry the failing key path")
struct DecodingKeyPathTests {
    struct Feed: Decodable {
        struct Item: Decodable {
            struct Detail: Decodable {
                struct Value: Decodable { let amount: Decimal }
                let value: Value
            }
            let transactionDetail: Detail
        }
        let items: [Item]
    }

    private func decodingFailure(_ json: String) -> (keyPath: String, reason: String)? {
        do {
            _ = try APIClient.decode(Feed.self, from: Data(json.utf8))
            return nil
        } catch {
            guard case .decoding(let keyPath, let reason) = error else { return nil }
            return (keyPath, reason)
        }
    }

    private func items(_ lastAmount: String) -> String {
        let good = #"{"transactionDetail":{"value":{"amount":1}}}"#
        return #"{"items":[\#(good),\#(good),\#(good),{"transactionDetail":{"value":\#(lastAmount)}}]}"#
    }

    @Test("a type mismatch deep in an array names index and keys")
    func typeMismatch() throws {
        let failure = try #require(decodingFailure(items(#"{"amount":"abc"}"#)))
        #expect(failure.keyPath == "items[3].transactionDetail.value.amount")
    }

    @Test("a missing key is included in the path")
    func missingKey() throws {
        let failure = try #require(decodingFailure(items("{}")))
        #expect(failure.keyPath == "items[3].transactionDetail.value.amount")
        #expect(failure.reason.contains("amount"))
    }

    @Test("a null value names its key")
    func nullValue() throws {
        let failure = try #require(decodingFailure(items(#"{"amount":null}"#)))
        #expect(failure.keyPath == "items[3].transactionDetail.value.amount")
    }

    @Test("malformed JSON fails at the top level")
    func malformedJSON() throws {
        let failure = try #require(decodingFailure("not json"))
        #expect(failure.keyPath == "")
        let error = NetworkError.decoding(keyPath: failure.keyPath, reason: failure.reason)
        #expect(error.description.contains("the top level"))
    }

    @Test("APIClient maps a response that does not decode to .decoding")
    func apiClientMapsDecodingErrors() async throws {
        let route = MockRoute.text(path: "/feed", #"{"items":[{"transactionDetail":{}}]}"#)
        let registry = try MockRouteRegistry([route])
        let api = APIClient(
            http: FixtureTransport(registry: registry, options: .instant, clock: ContinuousClock()))
        await #expect(
            throws: NetworkError.decoding(
                keyPath: "items[0].transactionDetail.value", reason: "missing key 'value'")
        ) {
            try await api.send(Endpoint<Feed>(path: "/feed"))
        }
    }

    @Test("APIClient decodes a successful response")
    func apiClientDecodes() async throws {
        struct Health: Decodable, Equatable { let status: String }
        let api = APIClient(
            http: FixtureTransport(registry: .builtIn, options: .instant, clock: ContinuousClock()))
        let health = try await api.send(Endpoint<Health>(path: "/health"))
        #expect(health == Health(status: "ok"))
    }
}
