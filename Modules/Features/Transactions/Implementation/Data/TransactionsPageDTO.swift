import Foundation
import JSONDecoding
import Networking

/// The body of `GET /transactions` as the backend sends it: `{"items": [...]}`. Items are decoded
/// one by one, so an unreadable item is skipped (and counted) instead of failing the whole list.
struct TransactionsPageDTO: Decodable, Sendable {
    let items: TolerantList<TransactionDTO>
}

extension TransactionsPageDTO: FastDecodableResponse {
    static func fastDecoded(from data: Data, decoder: JSONDecoder) -> TransactionsPageDTO? {
        TolerantList<TransactionDTO>.decoding(data, at: "items", decoder: decoder).map(
            TransactionsPageDTO.init(items:))
    }
}
