import AppCore
import Observation

/// The state machine every screen of remote content shares: the first load, retry after a
/// failure, refresh while content stays visible (requests collapse while one is pending), an
/// empty state, and content kept through a failed refresh with the failure recorded on it.
///
/// A feature supplies how to load (given what is showing, so it can decide whether to fall back
/// to a stored copy), when content counts as empty, and how a failed refresh marks the content
/// still shown (e.g. a "not fresh since 10:02" banner). Features wrap it in their view model:
///
/// ```swift
/// let model = RemoteContentModel<CatalogContent, NetworkError>(
///     load: { showing in await catalog.load(keeping: showing) },
///     isEmpty: { $0.snapshot.products.isEmpty },
///     keep: { content, failure in content.failure = failure })
/// ```
@MainActor @Observable
public final class RemoteContentModel<Content: Sendable, Failure: Error & Sendable> {
    /// What the screen shows.
    public enum State {
        /// The first load (or a retry after a failure) is running; nothing to show yet.
        case loading
        /// Content to show.
        case loaded(Content)
        /// A successful load with nothing in it (still carries its sync time and source).
        case empty(Content)
        /// Nothing to show: the load failed and nothing could stand in.
        case failed(Failure)
    }

    /// What the screen shows.
    public private(set) var state = State.loading
    /// Whether a refresh runs while the previous content stays visible.
    public private(set) var isRefreshing = false
    /// Counts the loads that finished: what a screen derives from ``content`` (groups, a search
    /// index) holds while this stays the same.
    @ObservationIgnored public private(set) var generation = 0

    @ObservationIgnored private let loader: @MainActor (Content?) async -> Result<Content, Failure>
    @ObservationIgnored private let isEmpty: @MainActor (Content) -> Bool
    @ObservationIgnored private let keep: @MainActor (inout Content, Failure) -> Void
    @ObservationIgnored private let reloads = ReloadRequests()

    /// A model loading with `load` (passed the content showing, nil on a first load or retry).
    public init(
        load: @escaping @MainActor (Content?) async -> Result<Content, Failure>,
        isEmpty: @escaping @MainActor (Content) -> Bool,
        keep: @escaping @MainActor (inout Content, Failure) -> Void
    ) {
        self.loader = load
        self.isEmpty = isEmpty
        self.keep = keep
    }

    /// The content showing (loaded or empty), if any.
    public var content: Content? {
        switch state {
        case .loaded(let content), .empty(let content): content
        case .loading, .failed: nil
        }
    }

    /// The failure when nothing could be shown.
    public var failure: Failure? {
        if case .failed(let failure) = state { return failure }
        return nil
    }

    /// Whether the first load has not finished, or a refresh is pending.
    public var isBusy: Bool {
        if case .loading = state { return true }
        return isRefreshing
    }

    /// Loads once, then serves ``requestReload()`` until the calling task is cancelled.
    public func run() async {
        await reloads.serve { await self.load() }
    }

    /// Asks ``run()`` for a retry (after a failure) or a refresh; the state shows it at once, and
    /// requests made while one is pending are ignored.
    public func requestReload() {
        guard beginReload() else { return }
        reloads.request()
    }

    /// Retries or refreshes now and waits for it, for callers that do not serve ``run()``;
    /// ignored while busy.
    public func reload() async {
        guard beginReload() else { return }
        await load()
    }

    /// Shows that a retry (loading again) or a refresh (content kept, refreshing) has started;
    /// false, changing nothing, while busy. Follow it with ``load()``.
    public func beginReload() -> Bool {
        guard !isBusy else { return false }
        if case .failed = state { state = .loading } else { isRefreshing = true }
        return true
    }

    /// Loads now: shows the result, or keeps the content showing and records the failure on it.
    public func load() async {
        defer {
            isRefreshing = false
            generation &+= 1
        }
        let showing = content
        switch await loader(showing) {
        case .success(let loaded):
            state = isEmpty(loaded) ? .empty(loaded) : .loaded(loaded)
        case .failure(let failure):
            guard var kept = showing else {
                state = .failed(failure)
                return
            }
            keep(&kept, failure)
            state = isEmpty(kept) ? .empty(kept) : .loaded(kept)
        }
    }
}

extension RemoteContentModel.State: Equatable where Content: Equatable, Failure: Equatable {}
