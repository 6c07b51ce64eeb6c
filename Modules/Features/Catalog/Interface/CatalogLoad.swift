import Networking

/// The outcome of loading the catalog: the freshest products available and, when they are not
/// fresh from the server, why.
public struct CatalogLoad: Sendable, Hashable {
    /// The server's catalog, else the saved one; nil when neither is available.
    public var snapshot: CatalogSnapshot?
    /// Why the server's catalog could not be used, if it could not.
    public var failure: NetworkError?

    /// A load of `snapshot`, with `failure` when the server could not provide it.
    public init(snapshot: CatalogSnapshot?, failure: NetworkError? = nil) {
        self.snapshot = snapshot
        self.failure = failure
    }

    /// Whether there is no network.
    public var isOffline: Bool { failure?.isOffline ?? false }
}
