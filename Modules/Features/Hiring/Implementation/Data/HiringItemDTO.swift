import HiringInterface
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
        items = list.elements.map(\.item)
        skipped = list.skipped
    }
}
