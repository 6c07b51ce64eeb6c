import AppCore
import Foundation
import Logging
import Networking

/// The repository half of every remote list: fetch from the server and save the result for
/// offline use (a failed save is logged, never fatal); when the fetch fails, fall back to the
/// saved copy (a failed read is logged and counts as none). The outcome is the feature's
/// ``RemoteLoad``; ``RemoteContentModel`` shows it.
public enum OfflineCopy {
    /// Fetches with `fetch` and saves with `save`; on a failed fetch, reads `saved` instead.
    /// `what` names the data in log lines, e.g. "the catalog".
    public static func load<Value: Sendable & Hashable>(
        _ what: String, isolation: isolated (any Actor)? = #isolation, logger: Logger,
        fetch: () async throws(NetworkError) -> Value,
        save: (Value) async throws -> Void, saved: () async throws -> Value?
    ) async -> RemoteLoad<Value> {
        await load(what, logger: logger, fetching: fetch, value: { $0 }, save: save, saved: saved)
    }

    /// Like ``load(_:isolation:logger:fetch:save:saved:)`` for a list whose offline copy is the
    /// server's body as it came (`fetch` returns the value with the body it was read from; `save`
    /// stores both, the body in one value, see `OfflinePayloadTable`), and whose copy is saved
    /// when the caller runs the result's `keepOfflineCopy`: a command runs it after its output,
    /// a screen's load at once.
    public static func load<Value: Sendable & Hashable>(
        _ what: String, isolation: isolated (any Actor)? = #isolation, logger: Logger,
        fetchWithBody fetch: () async throws(NetworkError) -> (value: Value, body: Data),
        deferringSave save: @escaping @Sendable (Value, Data) async throws -> Void,
        saved: () async throws -> Value?
    ) async -> DeferredRemoteLoad<Value> {
        var fetched: (value: Value, body: Data)?
        let load = await load(
            what, logger: logger, fetching: fetch, value: \.value, save: { fetched = $0 }, saved: saved)
        guard let fetched else { return DeferredRemoteLoad(load) }
        return DeferredRemoteLoad(load) {
            await keep(what, logger: logger) { try await save(fetched.value, fetched.body) }
        }
    }

    /// Runs `save`; a failure is logged, never fatal (the content is shown all the same).
    private static func keep(
        _ what: String, isolation: isolated (any Actor)? = #isolation, logger: Logger,
        save: () async throws -> Void
    ) async {
        do {
            try await save()
        } catch {
            logger.error("Could not save \(what) for offline use: \(error)")
        }
    }

    private static func load<Value: Sendable & Hashable, Fetched>(
        _ what: String, isolation: isolated (any Actor)? = #isolation, logger: Logger,
        fetching fetch: () async throws(NetworkError) -> Fetched, value: (Fetched) -> Value,
        save: (Fetched) async throws -> Void, saved: () async throws -> Value?
    ) async -> RemoteLoad<Value> {
        let failure: NetworkError
        do {
            let fetched = try await fetch()
            await keep(what, logger: logger) { try await save(fetched) }
            return RemoteLoad(snapshot: value(fetched))
        } catch {
            failure = error
        }
        logger.notice("Using the saved copy of \(what): \(failure)")
        do {
            return RemoteLoad(snapshot: try await saved(), failure: failure)
        } catch {
            logger.error("Could not read the saved copy of \(what): \(error)")
            return RemoteLoad(snapshot: nil, failure: failure)
        }
    }
}
