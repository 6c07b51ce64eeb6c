/// Where an order is in its journey; a status this app does not know is kept, never a crash.
public enum OrderStatus: Sendable, Hashable, Codable {
    /// Waiting for the driver to pick it up (`PENDING`).
    case pending
    /// On its way (`IN_TRANSIT`).
    case inTransit
    /// At the recipient (`DELIVERED`).
    case delivered
    /// A status the backend sent that this app does not know; carries the raw value.
    case unsupported(String)

    /// The status for the backend's raw value.
    public init(raw: String) {
        switch raw {
        case "PENDING": self = .pending
        case "IN_TRANSIT": self = .inTransit
        case "DELIVERED": self = .delivered
        default: self = .unsupported(raw)
        }
    }

    /// The backend's raw value.
    public var raw: String {
        switch self {
        case .pending: "PENDING"
        case .inTransit: "IN_TRANSIT"
        case .delivered: "DELIVERED"
        case .unsupported(let raw): raw
        }
    }

    /// Whether the order may still change (pending or in transit), so its details are polled.
    public var isActive: Bool { self == .pending || self == .inTransit }

    public init(from decoder: any Decoder) throws {
        self.init(raw: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(raw)
    }
}
