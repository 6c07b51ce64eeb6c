import AppCore
import Observation

/// The state machine every screen of remote content shares: the first load, retry after a
/// failure, refresh while content stays visible (requests collapse while one is pending), an
/// empty state, and content kept through a failed refresh with the failure recorded on it.
///
/// A feature supplies how to load (given what is showing, so it can decide whether to fall back
/// to a stored copy), when content counts as empty, and how a failed refresh marks the content
/// still shown (e.g. a "not fresh since 10:02" banner). Features wrap it in their view model;
/// the catalog's (`CatalogViewModel`) is a remote load stamped with the app's clock:
///
/// ```swift
/// RemoteContentModel(loading: catalog.load, clock: clock, isEmpty: \.products.isEmpty)
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
    /// The requests the current ``run()`` serves (a cancelled run's stream has ended).
    @ObservationIgnored private var reloads = ReloadRequests()
    /// Loads started and not finished: a run that starts while one is on its way (its run was
    /// cancelled a moment ago) waits for it instead of loading a second time.
    @ObservationIgnored private var loadsRunning = 0
    /// Counts the runs started, so a load cut short knows whether a newer run serves now.
    @ObservationIgnored private var runsStarted = 0

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
    ///
    /// A model may be run again after its run was cancelled (a screen rebuilt in another language
    /// shows the same model): what it shows stays, and it loads first only while nothing has
    /// loaded yet or a reload asked for was not done (and no load is on its way); a retry after a
    /// failure waits for `r`.
    public func run() async {
        let requests = ReloadRequests()
        reloads = requests
        runsStarted += 1
        await requests.serve(loadingFirst: isBusy && loadsRunning == 0) { await self.load() }
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
    ///
    /// A load that fails after its task was cancelled (its screen closed, or rebuilt in another
    /// language) failed because of the cancellation, not the server: nothing is recorded, and the
    /// model stays busy, so a run started since loads again (or the next one will).
    public func load() async {
        let showing = content
        let run = runsStarted
        loadsRunning += 1
        let result = await loader(showing)
        loadsRunning -= 1
        if Task.isCancelled, case .failure = result {
            // A newer run skipped its first load for this one: it does it now.
            if runsStarted != run { reloads.request() }
            return
        }
        defer {
            isRefreshing = false
            generation &+= 1
        }
        switch result {
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
