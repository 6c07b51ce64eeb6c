import Foundation
import JSONDecoding

/// The bundled feed file as written: `{"cards": [...]}`. One malformed card does not hide the
/// others: each card decodes on its own and a failure is kept with its reason.
struct FeedDocumentDTO: Decodable {
    let cards: [Lossy<FeedCardDTO>]
}

/// One card as written in the feed file.
struct FeedCardDTO: Decodable {
    let id: String
    let kind: String
    let partner: String?
    /// Language code → headline.
    let title: [String: String]
    /// Language code → text; may be absent for a headline-only card.
    let body: [String: String]?
    let link: String?
    let validUntil: Date?
}

/// A value that decoded, or why it did not (with the key path of the failure).
enum Lossy<Value: Decodable>: Decodable {
    case decoded(Value)
    case failed(reason: String)

    init(from decoder: any Decoder) throws {
        do {
            self = .decoded(try Value(from: decoder))
        } catch let error as DecodingError {
            self = .failed(reason: "\(error.keyPath.isEmpty ? "" : "\(error.keyPath): ")\(error.reason)")
        }
    }
}
