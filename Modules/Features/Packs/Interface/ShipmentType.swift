/// How a parcel reaches the user: a parcel locker, a courier, or a type the app does not know yet.
public enum ShipmentType: Hashable, Sendable {
    /// Delivered to a parcel locker (`PARCEL_LOCKER`).
    case parcelLocker
    /// Delivered by a courier (`COURIER`).
    case courier
    /// Any other value the server sent, kept as is.
    case unsupported(String)

    /// The wire value of a parcel locker.
    public static let parcelLockerWireValue = "PARCEL_LOCKER"
    /// The wire value of a courier.
    public static let courierWireValue = "COURIER"

    /// The type for a wire value; anything unknown becomes ``unsupported(_:)``.
    public init(wireValue: String) {
        switch wireValue {
        case Self.parcelLockerWireValue: self = .parcelLocker
        case Self.courierWireValue: self = .courier
        default: self = .unsupported(wireValue)
        }
    }

    /// The value as the backend spells it.
    public var wireValue: String {
        switch self {
        case .parcelLocker: Self.parcelLockerWireValue
        case .courier: Self.courierWireValue
        case .unsupported(let raw): raw
        }
    }
}
