/// The two sections of the parcel list, in display order.
public enum PackGroup: String, CaseIterable, Hashable, Sendable, Codable {
    /// Parcels still on their way to the user or waiting for them (including expired pickups).
    case inTransit
    /// Parcels whose journey ended: delivered or returned to the sender.
    case completed
}
