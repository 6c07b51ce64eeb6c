/// Why the catalog could not be fetched.
public enum CatalogFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// No connection to the backend.
    case offline
    /// The backend failed (HTTP error, timeout); the message says how.
    case unavailable(String)
    /// The backend's answer is not a product list; the message names the problem.
    case invalidResponse(String)

    /// Whether the failure is a missing connection.
    public var isOffline: Bool { self == .offline }

    public var description: String {
        switch self {
        case .offline: "The store server cannot be reached."
        case .unavailable(let message): message
        case .invalidResponse(let message): "The product list could not be read: \(message)"
        }
    }
}
