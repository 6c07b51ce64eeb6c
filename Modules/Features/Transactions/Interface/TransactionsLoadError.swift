/// Why the transactions could not be loaded, in terms a screen can explain and act on.
public enum TransactionsLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No connection to the server (no network, `--offline`, a refused connection).
    case offline
    /// The server did not answer in time.
    case timedOut
    /// The server answered with an HTTP error status, e.g. 503.
    case server(status: Int)
    /// The server's answer could not be read; `detail` names where and why.
    case unreadable(detail: String)
    /// Any other failure, with an English explanation for logs.
    case other(detail: String)

    /// Whether the device cannot reach the server (the screen then offers the stored list).
    public var isOffline: Bool { self == .offline }

    /// An English one-line explanation, for logs and scripts.
    public var description: String {
        switch self {
        case .offline: "The server cannot be reached (offline)."
        case .timedOut: "The server took too long to respond."
        case .server(let status): "The server responded with HTTP \(status)."
        case .unreadable(let detail): "The server's response could not be read: \(detail)"
        case .other(let detail): detail
        }
    }
}
