/// Why the parcel list could not be fetched, in the terms a screen needs to explain it.
public enum PacksFetchError: Error, Hashable, Sendable {
    /// No connection to the server: the stored list can be shown instead.
    case offline
    /// The server did not answer in time.
    case timeout
    /// The server answered with a non-2xx HTTP status.
    case server(status: Int)
    /// The server's answer could not be read; `detail` says where and why (English).
    case invalidResponse(detail: String)
    /// Anything else; `detail` is an English description.
    case other(detail: String)

    /// Whether the failure means the device cannot reach the server.
    public var isOffline: Bool { self == .offline }
}
