import JSONDecoding
import Networking

/// One pack exactly as the backend sends it; decoding only insists on what a row cannot do without.
///
/// `id` and `sender` are required. Everything else is kept as raw text and judged when mapped:
/// a status or shipment type that is missing or not a string becomes unsupported rather than
/// failing the pack; dates stay strings so one malformed date does not lose the whole parcel.
struct PackDTO: Decodable, Hashable, Sendable {
    let id: String
    let status: String?
    let sender: String
    let shipmentType: String?
    let expiryDate: String?
    /// Spelled `pickUpDate` on the wire (capital U).
    let pickUpDate: String?
    let storedDate: String?

    private enum CodingKeys: String, CodingKey {
        case id, status, sender, shipmentType, expiryDate, pickUpDate, storedDate
    }

    init(
        id: String, status: String?, sender: String, shipmentType: String?, expiryDate: String? = nil,
        pickUpDate: String? = nil, storedDate: String? = nil
    ) {
        self.id = id
        self.status = status
        self.sender = sender
        self.shipmentType = shipmentType
        self.expiryDate = expiryDate
        self.pickUpDate = pickUpDate
        self.storedDate = storedDate
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        sender = try container.decode(String.self, forKey: .sender)
        status = Self.lenientString(container, .status)
        shipmentType = Self.lenientString(container, .shipmentType)
        expiryDate = Self.lenientString(container, .expiryDate)
        pickUpDate = Self.lenientString(container, .pickUpDate)
        storedDate = Self.lenientString(container, .storedDate)
    }

    /// The string at `key`, or nil when it is absent, null or not a string.
    private static func lenientString(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys)
        -> String?
    {
        (try? container.decodeIfPresent(String.self, forKey: key)) ?? nil
    }
}

extension PackDTO: JSONObjectReadable {
    /// The fast path's reading of the same rules: `id` and `sender` strings, the rest lenient.
    init?(reading object: JSONObjectView) {
        guard let id = object.value("id").string, let sender = object.value("sender").string,
            let status = Self.lenient(object.value("status")),
            let shipmentType = Self.lenient(object.value("shipmentType")),
            let expiryDate = Self.lenient(object.value("expiryDate")),
            let pickUpDate = Self.lenient(object.value("pickUpDate")),
            let storedDate = Self.lenient(object.value("storedDate"))
        else { return nil }
        self.init(
            id: id, status: status, sender: sender, shipmentType: shipmentType, expiryDate: expiryDate,
            pickUpDate: pickUpDate, storedDate: storedDate)
    }

    /// A lenient field's value (`.some(nil)` for absent, null or not a string); nil when the element
    /// needs `JSONDecoder` (the key repeated, a string the fast path cannot read).
    private static func lenient(_ value: JSONValueView) -> String?? {
        switch value {
        case .ambiguous, .string(nil): nil
        case .string(let text): .some(text)
        default: .some(nil)
        }
    }
}
