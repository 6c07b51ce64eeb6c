import Networking
import PacksInterface

/// A scripted ``PacksSource``: answers with the given results in order (the last one repeats),
/// optionally after a delay on an injected clock, and counts its calls.
public final class FakePacksFetcher: PacksSource {
    private let results: ScriptedAnswers<Result<[Pack], NetworkError>>

    /// A fetcher answering `results` in order, each after `delay` on `clock`.
    public init(
        _ results: [Result<[Pack], NetworkError>], delay: Duration = .zero,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.results = ScriptedAnswers(results, for: "FakePacksFetcher", latency: delay, clock: clock)
    }

    /// A fetcher always answering `packs`.
    public convenience init(
        packs: [Pack], delay: Duration = .zero, clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.init([.success(packs)], delay: delay, clock: clock)
    }

    /// A fetcher always failing with `error`.
    public convenience init(failing error: NetworkError) {
        self.init([.failure(error)])
    }

    /// How many times ``fetchPacks()`` was called.
    public var callCount: Int { results.count }

    public func fetchPacks() async throws(NetworkError) -> [Pack] {
        try await results.answer()
    }
}
