import Networking

/// The outcome of loading the hiring list: the freshest list available and, when it is not
/// fresh from the server, why.
public struct HiringLoad: Sendable, Hashable {
    /// The server's list, else the saved one; nil when neither is available.
    public var snapshot: HiringSnapshot?
    /// Why the server's list could not be used, if it could not.
    public var failure: NetworkError?

    /// A load of `snapshot`, with `failure` when the server could not provide it.
    public init(snapshot: HiringSnapshot?, failure: NetworkError? = nil) {
        self.snapshot = snapshot
        self.failure = failure
    }
}

/// The hiring list's source: fetches it and keeps a copy for offline use.
public protocol HiringListProviding: Sendable {
    /// Fetches the list and saves it; when the backend cannot be used, returns the saved list with
    /// the reason. Never throws: the outcome, including "nothing available", is in the result.
    func load() async -> HiringLoad
}
