/// A parcel's status: one the app knows, or whatever else the server sent (kept, shown as "Other").
public enum PackStatus: Hashable, Sendable {
    /// A status from ``KnownPackStatus``.
    case known(KnownPackStatus)
    /// A status the app does not know (a newer backend, or a broken entry); `raw` is what was sent.
    case unsupported(String)

    /// The status for a wire value; anything unknown becomes ``unsupported(_:)``.
    public init(wireValue: String) {
        self = KnownPackStatus(rawValue: wireValue).map(PackStatus.known) ?? .unsupported(wireValue)
    }

    /// The value as the backend spells it (the original text for an unsupported status).
    public var wireValue: String {
        switch self {
        case .known(let status): status.rawValue
        case .unsupported(let raw): raw
        }
    }

    /// Whether the app knows this status.
    public var isSupported: Bool {
        if case .known = self { return true }
        return false
    }
}
