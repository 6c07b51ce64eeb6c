import Foundation
import JSONDecoding
import Networking

/// One pack exactly as the backend sends it; decoding only insists on what a row cannot do without.
///
/// `id` and `sender` are required. Everything else is kept as raw text and judged when mapped:
/// a status or shipment type that is missing or not a string becomes unsupported rather than
/// failing the pack; a date that is not a timestamp stays text so one malformed date does not lose
/// the whole parcel (the mapper drops it and says why).
struct PackDTO: Decodable, Hashable, Sendable {
    /// A date field as sent: parsed when it is a timestamp ``ISO8601DateParser`` reads, else its
    /// text. Both decoding paths make the same value: the fast path parses the document's bytes
    /// (no `String` per date), `init(from:)` parses the decoded text.
    enum WireDate: Hashable, Sendable, ExpressibleByStringLiteral {
        case date(Date)
        case text(String)

        /// `text` parsed, or kept as text when it is not a timestamp.
        init(_ text: String) {
            self = ISO8601DateParser.parse(text).map(WireDate.date) ?? .text(text)
        }

        init(stringLiteral text: String) {
            self.init(text)
        }
    }

    let id: String
    let status: String?
    let sender: String
    let shipmentType: String?
    // `var`: the memberwise initializer leaves the dates out (nil) unless given.
    var expiryDate: WireDate?
    /// Spelled `pickUpDate` on the wire (capital U).
    var pickUpDate: WireDate?
    var storedDate: WireDate?

    private enum CodingKeys: String, CodingKey {
        case id, status, sender, shipmentType, expiryDate, pickUpDate, storedDate
    }

}

extension PackDTO {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        sender = try container.decode(String.self, forKey: .sender)
        status = Self.lenientString(container, .status)
        shipmentType = Self.lenientString(container, .shipmentType)
        expiryDate = Self.lenientString(container, .expiryDate).map { WireDate($0) }
        pickUpDate = Self.lenientString(container, .pickUpDate).map { WireDate($0) }
        storedDate = Self.lenientString(container, .storedDate).map { WireDate($0) }
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
            let expiryDate = Self.lenient(object.date("expiryDate")),
            let pickUpDate = Self.lenient(object.date("pickUpDate")),
            let storedDate = Self.lenient(object.date("storedDate"))
        else { return nil }
        self.init(
            id: id, status: status, sender: sender, shipmentType: shipmentType, expiryDate: expiryDate,
            pickUpDate: pickUpDate, storedDate: storedDate)
    }

    /// A lenient field's value (`.some(nil)` for absent, null or not a string); nil when the element
    /// needs `JSONDecoder` (the key repeated, a string the fast path cannot read). ``PackReader``
    /// reads the status and shipment type the same way.
    static func lenient(_ value: JSONValueView) -> String?? {
        switch value {
        case .ambiguous, .string(nil): nil
        case .string(let text): .some(text)
        default: .some(nil)
        }
    }

    /// A lenient date's value, as ``lenient(_:)-(JSONValueView)`` reads a text field.
    private static func lenient(_ value: JSONDateView) -> WireDate?? {
        switch value {
        case .ambiguous, .text(nil): nil
        case .date(let date): .some(.date(date))
        case .text(let text?): .some(WireDate(text))
        case .absent: .some(nil)
        }
    }
}
