import Foundation
import HiringInterface
import JSONDecoding
import Networking

/// One element of `GET /hiring.json`: `id` and `listId` are required integers; `name` is a string,
/// null or missing (both read as no name: the feature drops such items, they are not malformed).
/// A wrong type anywhere makes the element malformed: ``TolerantList`` skips and counts it alone.
struct HiringItemDTO: Decodable, Sendable {
    let id: Int
    let listId: Int
    let name: String?

    /// The item this element describes.
    var item: HiringItem { HiringItem(id: id, listId: listId, name: name) }
}

/// The `GET /hiring.json` body, decoded element by element.
struct HiringResponseDTO: Decodable, Sendable {
    /// The readable elements, in server order.
    let items: [HiringItem]
    /// The elements that could not be read, with where and why.
    let skipped: [SkippedElement]

    init(from decoder: any Decoder) throws {
        let list = try TolerantList<HiringItemDTO>(from: decoder)
        self.init(items: list.elements.map(\.item), skipped: list.skipped)
    }

    init(items: [HiringItem], skipped: [SkippedElement]) {
        self.items = items
        self.skipped = skipped
    }
}

extension HiringItemDTO: JSONObjectReadable {
    /// The fast path's reading of the same rules: integer `id` and `listId`, `name` a string, null or absent.
    init?(reading object: JSONObjectView) {
        guard let id = object.value("id").int, let listId = object.value("listId").int else { return nil }
        switch object.value("name") {
        case .absent, .null: self.init(id: id, listId: listId, name: nil)
        case .string(let name?): self.init(id: id, listId: listId, name: name)
        default: return nil
        }
    }
}

extension HiringResponseDTO: FastDecodableResponse {
    /// Items read straight from their members (a large body in two halves, one per core); an
    /// element the fast path declines is decoded as a ``HiringItemDTO``, one it cannot is skipped.
    static func fastDecoded(from data: Data, decoder: JSONDecoder) -> HiringResponseDTO? {
        var skipped: [SkippedElement] = []
        guard
            let list = FetchedList<HiringItem>.decoding(
                data, decoder: decoder, reading: { HiringItemDTO(reading: $0)?.item },
                declinedAs: HiringItemDTO.self, converting: { $0.item }, skipping: { skipped.append($0) })
        else { return nil }
        return HiringResponseDTO(items: list.elements, skipped: skipped)
    }
}
