import Foundation

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
        do {
            return try JSONDecoder.mosaic().decode(type, from: LoneSurrogateRepair.repairing(data))
        } catch let error as DecodingError {
            throw .decoding(keyPath: error.keyPath, reason: error.reason)
        } catch {
            throw .decoding(keyPath: "", reason: String(describing: error))
        }
    }
}
