import AppCore
import Formatting
import Foundation
import Observation
import TransactionsInterface

/// The transactions list: loading, the loaded (or stored) list, the category filter and the
/// per-currency sum of what the filter shows.
@MainActor @Observable
final class TransactionsListViewModel {
    /// What the list shows.
    enum State: Equatable {
        /// The first load is running; nothing to show yet.
        case loading
        /// A non-empty list, fresh or stored.
        case loaded(TransactionsSnapshot)
        /// The server (or the store) has no transactions; `syncedAt` is when that was learned.
        case empty(syncedAt: Date)
        /// Nothing to show: the load failed and no list is stored (or the failure was not "offline").
        case failed(TransactionsLoadError)
    }

    /// Why the list shown is not fresh (independent of ``State``: content stays while it applies).
    enum Notice: Equatable {
        /// The server cannot be reached; the list is the one stored at `syncedAt`.
        case offline(syncedAt: Date)
        /// The last reload failed; the list is the one loaded at `syncedAt`.
        case reloadFailed(TransactionsLoadError, syncedAt: Date)
    }

    private(set) var state = State.loading
    private(set) var notice: Notice?
    /// A reload is running while the previous content stays visible.
    private(set) var isRefreshing = false
    /// The category the list and the sum are limited to.
    private(set) var filter = CategoryFilter.all
    /// How many entries of the list shown could not be read and were left out.
    private(set) var skipped = 0

    private let repository: TransactionsRepository
    @ObservationIgnored private let reloads = ReloadRequests()

    init(repository: TransactionsRepository) {
        self.repository = repository
    }

    // MARK: Derived content

    /// Every transaction of the list shown, in display order.
    var allTransactions: [Transaction] {
        if case .loaded(let snapshot) = state { return snapshot.transactions }
        return []
    }

    /// The transactions the filter lets through, in display order.
    var visibleTransactions: [Transaction] { filter.apply(to: allTransactions) }

    /// The sum of ``visibleTransactions``, one amount per currency.
    var totals: [Money] { CurrencyTotals.of(visibleTransactions) }

    /// The filters a picker offers: all, then each category present.
    var filterChoices: [CategoryFilter] { CategoryFilter.choices(for: allTransactions) }

    /// Whether a load (first load or reload) is running.
    var isLoading: Bool { state == .loading || isRefreshing }

    // MARK: Intents

    /// Limits the list and the sum to `filter`.
    func select(_ filter: CategoryFilter) {
        self.filter = filter
    }

    /// Asks ``run()`` to load again; the state shows the load at once (so a key press is never
    /// lost between the press and the load starting). Ignored while a load is running.
    func requestReload() {
        guard !isLoading else { return }
        beginLoading()
        reloads.request()
    }

    /// Loads once, then reloads on every ``requestReload()`` until cancelled.
    func run() async {
        await reloads.serve { await self.load() }
    }

    /// Loads the list: keeps what is shown while reloading; when offline with nothing shown,
    /// falls back to the stored list.
    func load() async {
        beginLoading()
        defer { isRefreshing = false }
        do {
            show(try await repository.refresh())
            notice = nil
        } catch {
            await handle(error)
        }
    }

    // MARK: Private

    private func beginLoading() {
        switch state {
        case .loading, .failed: state = .loading
        case .loaded, .empty: isRefreshing = true
        }
    }

    private func show(_ snapshot: TransactionsSnapshot) {
        state = snapshot.transactions.isEmpty ? .empty(syncedAt: snapshot.syncedAt) : .loaded(snapshot)
        skipped = snapshot.skipped
        // A category that disappeared would leave an empty list with no way to see why.
        if case .category = filter, !filterChoices.contains(filter) {
            filter = .all
        }
    }

    private func handle(_ error: TransactionsLoadError) async {
        switch state {
        case .loaded(let snapshot):
            notice = Self.notice(for: error, syncedAt: snapshot.syncedAt)
        case .empty(let syncedAt):
            notice = Self.notice(for: error, syncedAt: syncedAt)
        case .loading, .failed:
            if error.isOffline, let stored = await repository.stored() {
                show(stored)
                notice = .offline(syncedAt: stored.syncedAt)
            } else {
                state = .failed(error)
            }
        }
    }

    private static func notice(for error: TransactionsLoadError, syncedAt: Date) -> Notice {
        error.isOffline ? .offline(syncedAt: syncedAt) : .reloadFailed(error, syncedAt: syncedAt)
    }
}
