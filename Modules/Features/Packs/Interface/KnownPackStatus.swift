/// A parcel status the app knows, named as the backend spells it (`READY_TO_PICKUP`).
public enum KnownPackStatus: String, CaseIterable, Hashable, Sendable, Codable {
    case created = "CREATED"
    case notReady = "NOT_READY"
    case confirmed = "CONFIRMED"
    case adoptedAtSourceBranch = "ADOPTED_AT_SOURCE_BRANCH"
    case sentFromSourceBranch = "SENT_FROM_SOURCE_BRANCH"
    case adoptedAtSortingCenter = "ADOPTED_AT_SORTING_CENTER"
    case sentFromSortingCenter = "SENT_FROM_SORTING_CENTER"
    case other = "OTHER"
    case delivered = "DELIVERED"
    case returnedToSender = "RETURNED_TO_SENDER"
    case avizo = "AVIZO"
    case outForDelivery = "OUT_FOR_DELIVERY"
    case readyToPickup = "READY_TO_PICKUP"
    case pickupTimeExpired = "PICKUP_TIME_EXPIRED"
}
