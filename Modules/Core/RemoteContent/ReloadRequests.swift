import AppCore

/// Reload requests (retry, refresh) for a view model whose long-lived `run()` serves them
/// one at a time: requests made while one is waiting collapse into one, so pressing `r`
/// repeatedly never queues a burst of loads.
///
/// ```swift
/// func run() async { await reloads.serve { await self.load() } }
/// func requestReload() { isRefreshing = true; reloads.request() }
/// ```
public struct ReloadRequests: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    public init() {
        (stream, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Asks ``serve(isolation:_:)`` for one more load.
    public func request() {
        continuation.yield()
    }

    /// Runs `load` once (unless `loadingFirst` is false), then once per request, until the calling
    /// task is cancelled. A cancelled serve ends the requests' stream: serve again on new requests.
    public func serve(
        loadingFirst: Bool = true, isolation: isolated (any Actor)? = #isolation, _ load: () async -> Void
    ) async {
        if loadingFirst { await load() }
        for await _ in stream {
            await load()
        }
    }
}
