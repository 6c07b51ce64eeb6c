import Networking

/// The outcome of loading the hiring list: the freshest list available and, when it is not
/// fresh from the server, why.
public typealias HiringLoad = RemoteLoad<HiringSnapshot>

/// The hiring list's source: fetches it and keeps a copy for offline use.
public protocol HiringService: Sendable {
    /// Fetches the list and saves it; when the backend cannot be used, returns the saved list with
    /// the reason. Never throws: the outcome, including "nothing available", is in the result.
    func load() async -> HiringLoad

    /// Like ``load()``, but a fresh list is saved only when the caller runs the result's
    /// `keepOfflineCopy` (the `list` command does, after its output).
    func loadDeferringOfflineCopy() async -> DeferredRemoteLoad<HiringSnapshot>
}

extension HiringService {
    /// ``load()``, which has saved a fresh list already.
    public func loadDeferringOfflineCopy() async -> DeferredRemoteLoad<HiringSnapshot> {
        DeferredRemoteLoad(await load())
    }
}
