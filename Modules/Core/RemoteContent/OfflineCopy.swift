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
    /// server's body as it came: `fetch` returns the value with the body it was read from, and
    /// `save` stores both (the body in one value, see `OfflinePayloadTable`).
    public static func load<Value: Sendable & Hashable>(
        _ what: String, isolation: isolated (any Actor)? = #isolation, logger: Logger,
        fetchWithBody fetch: () async throws(NetworkError) -> (value: Value, body: Data),
        save: (Value, Data) async throws -> Void, saved: () async throws -> Value?
    ) async -> RemoteLoad<Value> {
        await load(
            what, logger: logger, fetching: fetch, value: \.value,
            save: { try await save($0.value, $0.body) },
            saved: saved)
    }

    /// Like ``load(_:isolation:logger:fetchWithBody:save:saved:)``, but a fetched value is not
    /// saved yet: the result's `keepOfflineCopy` saves it (a command runs it after its output).
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
            do {
                try await save(fetched.value, fetched.body)
            } catch {
                logger.error("Could not save \(what) for offline use: \(error)")
            }
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
            do {
                try await save(fetched)
            } catch {
                logger.error("Could not save \(what) for offline use: \(error)")
            }
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
