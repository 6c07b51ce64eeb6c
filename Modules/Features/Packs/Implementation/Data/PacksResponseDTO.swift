import Foundation
import JSONDecoding
import Networking

/// The `GET /packs` body: a bare array of packs, decoded element by element (``TolerantList``) so
/// one unusable entry is reported and skipped instead of failing the whole list.
struct PacksResponseDTO: Decodable, Sendable {
    /// The usable entries, in server order.
    let packs: [PackDTO]
    /// The entries that were skipped, with where and why.
    let skipped: [SkippedElement]

    init(packs: [PackDTO], skipped: [SkippedElement] = []) {
        self.packs = packs
        self.skipped = skipped
    }

    init(from decoder: any Decoder) throws {
        let list = try TolerantList<PackDTO>(from: decoder)
        self.init(packs: list.elements, skipped: list.skipped)
    }
}

extension PacksResponseDTO: FastDecodableResponse {
    static func fastDecoded(from data: Data, decoder: JSONDecoder) -> PacksResponseDTO? {
        TolerantList<PackDTO>.decoding(data, decoder: decoder).map {
            PacksResponseDTO(packs: $0.elements, skipped: $0.skipped)
        }
    }
}
