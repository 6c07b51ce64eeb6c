import Foundation

/// One tracked parcel, as the app means it (mapped from the backend's pack).
public struct Pack: Hashable, Sendable, Identifiable {
    /// The tracking number: a string of digits, often wider than `Int64` (23 digits).
    public var id: String
    /// Where the parcel is.
    public var status: PackStatus
    /// Who sent it, as the server wrote it (untrusted text).
    public var sender: String
    /// Locker or courier.
    public var shipmentType: ShipmentType
    /// The last day the parcel can be picked up, if any.
    public var expiryDate: Date?
    /// When the parcel was picked up (spelled `pickUpDate` on the wire), if it was.
    public var pickUpDate: Date?
    /// When the parcel was stored in the locker or branch, if it was.
    public var storedDate: Date?

    /// A parcel with every field given.
    public init(
        id: String, status: PackStatus, sender: String, shipmentType: ShipmentType,
        expiryDate: Date? = nil, pickUpDate: Date? = nil, storedDate: Date? = nil
    ) {
        self.id = id
        self.status = status
        self.sender = sender
        self.shipmentType = shipmentType
        self.expiryDate = expiryDate
        self.pickUpDate = pickUpDate
        self.storedDate = storedDate
    }
}
