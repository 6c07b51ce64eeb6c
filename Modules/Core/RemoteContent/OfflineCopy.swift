import AppCore
import Logging
import Networking

/// The repository half of every remote list: fetch from the server and save the result for
/// offline use (a failed save is logged, never fatal); when the fetch fails, fall back to the
/// saved copy (a failed read is logged and counts as none). Features wrap the outcome in their
/// own load type; ``RemoteContentModel`` shows it.
public enum OfflineCopy {
    /// The fresh value, or the saved one with why the server's could not be used, or nothing.
    public struct Outcome<Value> {
        /// The value to show, if any.
        public var value: Value?
        /// Why the server's value could not be used, when it could not.
        public var failure: NetworkError?
    }

    /// Fetches with `fetch` and saves with `save`; on a failed fetch, reads `saved` instead.
    /// `what` names the data in log lines, e.g. "the catalog".
    public static func load<Value>(
        _ what: String, isolation: isolated (any Actor)? = #isolation, logger: Logger,
        fetch: () async throws(NetworkError) -> Value,
        save: (Value) async throws -> Void, saved: () async throws -> Value?
    ) async -> Outcome<Value> {
        let failure: NetworkError
        do {
            let value = try await fetch()
            do {
                try await save(value)
            } catch {
                logger.error("Could not save \(what) for offline use: \(error)")
            }
            return Outcome(value: value)
        } catch {
            failure = error
        }
        logger.notice("Using the saved copy of \(what): \(failure)")
        do {
            return Outcome(value: try await saved(), failure: failure)
        } catch {
            logger.error("Could not read the saved copy of \(what): \(error)")
            return Outcome(value: nil, failure: failure)
        }
    }
}
