import AppCore
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
        let failure: NetworkError
        do {
            let value = try await fetch()
            do {
                try await save(value)
            } catch {
                logger.error("Could not save \(what) for offline use: \(error)")
            }
            return RemoteLoad(snapshot: value)
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
