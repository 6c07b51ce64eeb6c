import Foundation
import JSONDecoding

/// Sends typed ``Endpoint``s over an ``HTTPClient`` and decodes them with `JSONDecoder.mosaic()`.
public struct APIClient: Sendable {
    /// The transport requests go through.
    public let http: any HTTPClient

    /// Creates a client over `http`.
    public init(http: any HTTPClient) {
        self.http = http
    }

    /// Sends `endpoint` and decodes its body; decoding failures become ``NetworkError/decoding(keyPath:reason:)``.
    public func send<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws(NetworkError)
        -> Response
    {
        let response = try await http.send(endpoint.request)
        return try Self.decode(Response.self, from: response.body)
    }

    /// Decodes `data` the same way responses are decoded (also for `--data-file` inputs).
    public static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(NetworkError)
        -> Value
    {
        let repaired = LoneSurrogateRepair.repairing(data)
        let decoder = JSONDecoder.mosaic()
        if let fast = type as? any FastDecodableResponse.Type,
            let value = fast.fastDecoded(from: repaired, decoder: decoder) as? Value
        {
            return value
        }
        do {
            return try decoder.decode(type, from: repaired)
        } catch let error as DecodingError {
            throw .decoding(keyPath: error.keyPath, reason: error.reason)
        } catch {
            throw .decoding(keyPath: "", reason: String(describing: error))
        }
    }
}

/// A response with a faster way to read it (usually a ``TolerantList`` read by
/// ``TolerantList/decoding(_:at:decoder:)``): ``APIClient/decode(_:from:)`` tries it first and
/// falls back to `JSONDecoder` when it returns nil, so the result is the same either way.
public protocol FastDecodableResponse: Decodable {
    /// The response read from `data` (already repaired), or nil to let `decoder` decode it.
    static func fastDecoded(from data: Data, decoder: JSONDecoder) -> Self?
}
