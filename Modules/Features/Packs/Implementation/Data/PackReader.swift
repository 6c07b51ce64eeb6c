import Foundation
import JSONDecoding
import Logging
import PacksInterface

/// Reads a `GET /packs` body straight into parcels: each plain entry becomes a ``Pack`` from its
/// members, with no ``PackDTO`` in between, its status and shipment type matched on their bytes
/// (no `String` for a known word). Any other entry (a date that is not a timestamp, an empty id,
/// escapes it does not read, a field of another type) is decoded as a ``PackDTO`` and mapped by
/// ``PackMapper``, which says what it ignored: so the parcels are exactly the mapper's, only faster
/// (a fifth of listing 100,000 parcels was the DTOs and their copies).
enum PackReader {
    /// The parcels of `body` and how many entries were left out (each logged to `logger`); nil when
    /// the body is not a plain JSON array (decode it with `JSONDecoder`, which says why).
    static func list(from body: Data, logger: Logger) -> FetchedList<Pack>? {
        FetchedList<Pack>.decoding(
            body, decoder: JSONDecoder.mosaic(), reading: pack(reading:), declinedAs: PackDTO.self,
            converting: { RemotePacksSource.pack(mapping: $0, logger: logger) },
            skipping: { logger.warning("Skipped pack \($0)") })
    }

    /// The parcel of a plain entry; nil for anything the mapper must judge.
    static func pack(reading object: JSONObjectView) -> Pack? {
        guard let sender = object.value("sender").string,
            let status = status(object.plainString("status")),
            let shipmentType = shipmentType(object.plainString("shipmentType")),
            let expiryDate = date(object.date("expiryDate")),
            let pickUpDate = date(object.date("pickUpDate")),
            let storedDate = date(object.date("storedDate"))
        else { return nil }
        // A tracking number of digits (nearly all) is packed from its bytes, with no text made for it.
        if case .bytes(let bytes) = object.plainString("id"), let digits = PackIDDigits(utf8: bytes) {
            return Pack(
                id: digits, status: status, sender: sender, shipmentType: shipmentType,
                expiryDate: expiryDate, pickUpDate: pickUpDate, storedDate: storedDate)
        }
        guard let rawID = object.value("id").string else { return nil }
        let id = ServerText.trimmed(rawID)
        guard !id.isEmpty else { return nil }
        return Pack(
            id: id, status: status, sender: sender, shipmentType: shipmentType, expiryDate: expiryDate,
            pickUpDate: pickUpDate, storedDate: storedDate)
    }

    /// Every known status with its wire spelling's bytes.
    private static let knownStatuses = KnownPackStatus.allCases.map { (Array($0.rawValue.utf8), $0) }

    /// The status as ``PackStatus/init(wireValue:)`` reads the field (absent, null or another
    /// type as ""); nil when the entry needs decoding.
    private static func status(_ field: JSONPlainStringView) -> PackStatus? {
        switch field {
        case .bytes(let bytes):
            for (spelling, status) in knownStatuses where spelling.elementsEqual(bytes) {
                return .known(status)
            }
            return .unsupported(String(decoding: bytes, as: UTF8.self))
        case .other(let value): return PackDTO.lenient(value).map { PackStatus(wireValue: $0 ?? "") }
        }
    }

    private static let parcelLocker = Array(ShipmentType.parcelLockerWireValue.utf8)
    private static let courier = Array(ShipmentType.courierWireValue.utf8)

    /// The shipment type as ``ShipmentType/init(wireValue:)`` reads the field; nil as for ``status(_:)``.
    private static func shipmentType(_ field: JSONPlainStringView) -> ShipmentType? {
        switch field {
        case .bytes(let bytes):
            if parcelLocker.elementsEqual(bytes) { return .parcelLocker }
            if courier.elementsEqual(bytes) { return .courier }
            return .unsupported(String(decoding: bytes, as: UTF8.self))
        case .other(let value): return PackDTO.lenient(value).map { ShipmentType(wireValue: $0 ?? "") }
        }
    }

    /// A timestamp, or `.some(nil)` when the field is absent, null or not a string; nil for text
    /// that is not a timestamp (the mapper drops it and says so) or a repeated key.
    private static func date(_ field: JSONDateView) -> Date?? {
        switch field {
        case .absent: .some(nil)
        case .date(let date): .some(date)
        case .ambiguous, .text: nil
        }
    }
}
