import Foundation
import JSONDecoding
import Networking
import PacksInterface

/// Maps wire packs to parcels: the one place DTOs become domain values.
enum PackMapper {
    /// A parcel and what had to be ignored to make it.
    struct Mapped: Hashable, Sendable {
        /// The parcel, or nil when the entry is unusable.
        let pack: Pack?
        /// Problems found (English, for logs): a skipped entry or ignored fields.
        let problems: [String]
    }

    /// The parcel for `dto`; an empty id makes the entry unusable, an unreadable date is dropped.
    static func map(_ dto: PackDTO) -> Mapped {
        let id = ServerText.trimmed(dto.id)
        guard !id.isEmpty else { return Mapped(pack: nil, problems: ["the id is empty"]) }
        var problems: [String] = []
        func date(_ wire: PackDTO.WireDate?, _ field: String) -> Date? {
            switch wire {
            case nil: return nil
            case .date(let date): return date
            case .text(let text):
                problems.append("ignored \(field) \"\(text)\": not an ISO 8601 date")
                return nil
            }
        }
        let pack = Pack(
            id: id, status: PackStatus(wireValue: dto.status ?? ""), sender: dto.sender,
            shipmentType: ShipmentType(wireValue: dto.shipmentType ?? ""),
            expiryDate: date(dto.expiryDate, "expiryDate"), pickUpDate: date(dto.pickUpDate, "pickUpDate"),
            storedDate: date(dto.storedDate, "storedDate"))
        return Mapped(pack: pack, problems: problems)
    }
}
