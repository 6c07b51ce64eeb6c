import Foundation
import Synchronization

/// One tracked parcel, as the app means it (mapped from the backend's pack).
///
/// A listing holds every parcel at once (a million of them at most), so a parcel is kept in 72
/// bytes with nothing allocated beside it in the common case: a tracking number of digits as two
/// numbers (``PackIDDigits``), dates as seconds with a bit saying which are present, a known status
/// and shipment type as one byte each. Only what is rare (an id that is not digits, a status or
/// type the app does not know) goes into one shared box. The properties read and write these
/// fields, so a parcel behaves as the plain struct it was (120 bytes and a 64-byte id string).
public struct Pack: Sendable, Identifiable {
    @usableFromInline private(set) var idHigh: UInt64
    @usableFromInline private(set) var idLow: UInt64
    /// Who sent it, as the server wrote it (untrusted text).
    public var sender: String
    @usableFromInline private(set) var expirySeconds: Double
    @usableFromInline private(set) var pickUpSeconds: Double
    @usableFromInline private(set) var storedSeconds: Double
    /// The id when it is not digits, and the wire text of an unknown status or shipment type.
    private var rare: PackRareFields?
    /// How many digits the id has (0: the id is in ``rare``).
    @usableFromInline private(set) var idDigitCount: UInt8
    /// Nil: the status is unsupported, its text in ``rare``.
    @usableFromInline private(set) var knownStatus: KnownPackStatus?
    /// Nil: the shipment type is unsupported, its text in ``rare``.
    private var knownShipment: KnownShipmentType?
    /// Which dates are present (``expiryBit``, ``pickUpBit``, ``storedBit``).
    @usableFromInline private(set) var datesPresent: UInt8

    @usableFromInline static let expiryBit: UInt8 = 1
    @usableFromInline static let pickUpBit: UInt8 = 2
    @usableFromInline static let storedBit: UInt8 = 4

    /// A parcel with every field given.
    public init(
        id: String, status: PackStatus, sender: String, shipmentType: ShipmentType,
        expiryDate: Date? = nil, pickUpDate: Date? = nil, storedDate: Date? = nil
    ) {
        self.init(
            digits: PackIDDigits(id), id: id, status: status, sender: sender, shipmentType: shipmentType,
            expiryDate: expiryDate, pickUpDate: pickUpDate, storedDate: storedDate)
    }

    /// A parcel whose tracking number is `id`'s digits (no id text made: a reader of a million
    /// parcels would allocate each one only to pack it).
    package init(
        id: PackIDDigits, status: PackStatus, sender: String, shipmentType: ShipmentType,
        expiryDate: Date?, pickUpDate: Date?, storedDate: Date?
    ) {
        self.init(
            digits: id, id: "", status: status, sender: sender, shipmentType: shipmentType,
            expiryDate: expiryDate, pickUpDate: pickUpDate, storedDate: storedDate)
    }

    private init(
        digits: PackIDDigits?, id: String, status: PackStatus, sender: String, shipmentType: ShipmentType,
        expiryDate: Date?, pickUpDate: Date?, storedDate: Date?
    ) {
        (idHigh, idLow, idDigitCount) = (digits?.high ?? 0, digits?.low ?? 0, digits?.count ?? 0)
        self.sender = sender
        (expirySeconds, pickUpSeconds, storedSeconds, datesPresent) = (0, 0, 0, 0)
        if case .known(let known) = status { knownStatus = known }
        knownShipment = KnownShipmentType(shipmentType)
        rare = PackRareFields.make(
            id: digits == nil ? id : nil, status: knownStatus == nil ? status.wireValue : nil,
            shipmentType: knownShipment == nil ? shipmentType.wireValue : nil)
        self.expiryDate = expiryDate
        self.pickUpDate = pickUpDate
        self.storedDate = storedDate
    }

    /// The tracking number: a string of digits, often wider than `Int64` (23 digits).
    public var id: String {
        get { idDigits?.text ?? rare?.id ?? "" }
        set {
            let digits = PackIDDigits(newValue)
            (idHigh, idLow, idDigitCount) = (digits?.high ?? 0, digits?.low ?? 0, digits?.count ?? 0)
            rare = PackRareFields.make(
                id: digits == nil ? newValue : nil, status: rare?.status, shipmentType: rare?.shipmentType)
        }
    }

    /// The tracking number's digits, when it is 1 to 38 digits (nearly always): sorted and written
    /// from these without making its text.
    package var idDigits: PackIDDigits? {
        idDigitCount == 0 ? nil : PackIDDigits(stored: idHigh, idLow, count: idDigitCount)
    }

    /// The tracking number as a key (no text made for an id of digits).
    package var idKey: PackIDKey {
        idDigits.map(PackIDKey.digits) ?? .text(rare?.id ?? "")
    }

    /// Calls `body` with the tracking number's UTF-8 bytes (digits written on the stack).
    package func withIDUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result
    {
        if let digits = idDigits { return try digits.withUTF8(body) }
        var text = rare?.id ?? ""
        return try text.withUTF8(body)
    }

    /// Where the parcel is.
    public var status: PackStatus {
        get { knownStatus.map(PackStatus.known) ?? .unsupported(rare?.status ?? "") }
        set {
            if case .known(let known) = newValue { knownStatus = known } else { knownStatus = nil }
            rare = PackRareFields.make(
                id: rare?.id, status: knownStatus == nil ? newValue.wireValue : nil,
                shipmentType: rare?.shipmentType)
        }
    }

    /// Locker or courier.
    public var shipmentType: ShipmentType {
        get { knownShipment?.shipmentType ?? .unsupported(rare?.shipmentType ?? "") }
        set {
            knownShipment = KnownShipmentType(newValue)
            rare = PackRareFields.make(
                id: rare?.id, status: rare?.status,
                shipmentType: knownShipment == nil ? newValue.wireValue : nil)
        }
    }

    /// The last day the parcel can be picked up, if any.
    public var expiryDate: Date? {
        get { date(expirySeconds, Self.expiryBit) }
        set { (expirySeconds, datesPresent) = Self.stored(newValue, datesPresent, Self.expiryBit) }
    }

    /// When the parcel was picked up (spelled `pickUpDate` on the wire), if it was.
    public var pickUpDate: Date? {
        get { date(pickUpSeconds, Self.pickUpBit) }
        set { (pickUpSeconds, datesPresent) = Self.stored(newValue, datesPresent, Self.pickUpBit) }
    }

    /// When the parcel was stored in the locker or branch, if it was.
    public var storedDate: Date? {
        get { date(storedSeconds, Self.storedBit) }
        set { (storedSeconds, datesPresent) = Self.stored(newValue, datesPresent, Self.storedBit) }
    }

    /// The dates as seconds since the reference date (nil where absent), read without making a
    /// `Date`: what the list's order compares.
    @inlinable package var dateSeconds: (expiry: Double?, pickUp: Double?, stored: Double?) {
        (
            datesPresent & Self.expiryBit == 0 ? nil : expirySeconds,
            datesPresent & Self.pickUpBit == 0 ? nil : pickUpSeconds,
            datesPresent & Self.storedBit == 0 ? nil : storedSeconds
        )
    }

    /// The number the tracking number's digits spell, as the digits before the last 19 and the
    /// last 19 (compared as a pair, they compare as the numbers do, leading zeros or not); nil
    /// for an id that is not 1 to 38 digits.
    @inlinable package var idNumber: (high: UInt64, low: UInt64)? {
        idDigitCount == 0 ? nil : (idHigh, idLow)
    }

    /// The status when the app knows it (no text read for it); nil for an unsupported one.
    @inlinable package var knownStatusValue: KnownPackStatus? { knownStatus }

    private func date(_ seconds: Double, _ bit: UInt8) -> Date? {
        datesPresent & bit == 0 ? nil : Date(timeIntervalSinceReferenceDate: seconds)
    }

    /// `date`'s seconds (0 when absent) and `present` with `bit` set or cleared.
    private static func stored(_ date: Date?, _ present: UInt8, _ bit: UInt8) -> (Double, UInt8) {
        (date?.timeIntervalSinceReferenceDate ?? 0, date == nil ? present & ~bit : present | bit)
    }
}

extension Pack: Hashable {
    /// Equal when every property is: the same comparison the plain struct made.
    public static func == (lhs: Pack, rhs: Pack) -> Bool {
        lhs.idDigitCount == rhs.idDigitCount && lhs.idHigh == rhs.idHigh && lhs.idLow == rhs.idLow
            && lhs.rare?.id == rhs.rare?.id && lhs.status == rhs.status && lhs.sender == rhs.sender
            && lhs.shipmentType == rhs.shipmentType && lhs.expiryDate == rhs.expiryDate
            && lhs.pickUpDate == rhs.pickUpDate && lhs.storedDate == rhs.storedDate
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(idDigitCount)
        hasher.combine(idHigh)
        hasher.combine(idLow)
        hasher.combine(rare?.id)
        hasher.combine(status)
        hasher.combine(sender)
        hasher.combine(shipmentType)
        hasher.combine(expiryDate)
        hasher.combine(pickUpDate)
        hasher.combine(storedDate)
    }
}

/// A parcel's rare texts, shared by its copies (immutable: a change makes a new box). None when
/// there is nothing rare, so a common parcel holds no box at all; parcels with the same unknown
/// status and type (and a tracking number of digits) share one box.
private final class PackRareFields: Sendable {
    let id: String?
    let status: String?
    let shipmentType: String?

    private init(id: String?, status: String?, shipmentType: String?) {
        (self.id, self.status, self.shipmentType) = (id, status, shipmentType)
    }

    /// The boxes shared so far, by status and type; at most ``sharedLimit``, so a list of ever
    /// different unknown values does not fill memory with them (those get a box each).
    private static let shared = Mutex<[SharedKey: PackRareFields]>([:])
    private static let sharedLimit = 256

    private struct SharedKey: Hashable {
        let status: String?
        let shipmentType: String?
    }

    /// The box for these texts; nil when all are nil.
    static func make(id: String?, status: String?, shipmentType: String?) -> PackRareFields? {
        if id == nil, status == nil, shipmentType == nil { return nil }
        guard id == nil else { return PackRareFields(id: id, status: status, shipmentType: shipmentType) }
        let key = SharedKey(status: status, shipmentType: shipmentType)
        return shared.withLock { boxes in
            if let box = boxes[key] { return box }
            let box = PackRareFields(id: nil, status: status, shipmentType: shipmentType)
            if boxes.count < sharedLimit { boxes[key] = box }
            return box
        }
    }
}

/// A shipment type the app knows, in one byte.
private enum KnownShipmentType {
    case parcelLocker, courier

    init?(_ type: ShipmentType) {
        switch type {
        case .parcelLocker: self = .parcelLocker
        case .courier: self = .courier
        case .unsupported: return nil
        }
    }

    var shipmentType: ShipmentType {
        switch self {
        case .parcelLocker: .parcelLocker
        case .courier: .courier
        }
    }
}
