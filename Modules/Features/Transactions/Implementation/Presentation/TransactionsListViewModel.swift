import AppCore
import Formatting
import Foundation
import Networking
import Observation
import RemoteContent
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
        /// Nothing to show: the load failed and no list is stored.
        case failed(NetworkError)
    }

    /// Why the list shown is not fresh (independent of ``State``: content stays while it applies).
    enum Notice: Equatable, Sendable {
        /// The server cannot be reached; the list is the one stored at `syncedAt`.
        case offline(syncedAt: Date)
        /// The last reload failed; the list is the one loaded at `syncedAt`.
        case reloadFailed(NetworkError, syncedAt: Date)
        /// Loading failed (the server answered with an error, or with a body that cannot be
        /// read); the list is the copy saved at `syncedAt`.
        case savedCopy(NetworkError, syncedAt: Date)
    }

    /// What is showing: the list and why it is not fresh, if it is not.
    struct Shown: Equatable, Sendable {
        var snapshot: TransactionsSnapshot
        var notice: Notice?
    }

    /// The shared remote-content state machine (load, retry, collapsed refresh, kept content).
    private let content: RemoteContentModel<Shown, NetworkError>
    /// The category the user picked.
    private var selectedFilter = CategoryFilter.all

    init(repository: TransactionsRepository) {
        content = RemoteContentModel(
            load: { showing in await Self.load(from: repository, showing: showing) },
            isEmpty: { $0.snapshot.items.isEmpty },
            keep: { shown, error in shown.notice = Self.notice(for: error, showing: shown.snapshot) })
    }

    /// What the list shows.
    var state: State {
        switch content.state {
        case .loading: .loading
        case .loaded(let shown): .loaded(shown.snapshot)
        case .empty(let shown): .empty(syncedAt: shown.snapshot.syncedAt)
        case .failed(let error): .failed(error)
        }
    }

    /// Why the list shown is not fresh, if it is not.
    var notice: Notice? { content.content?.notice }
    /// When the transactions showing were synced with the server; nil while none show.
    var lastSync: Date? { content.content?.snapshot.syncedAt }
    /// A reload is running while the previous content stays visible.
    var isRefreshing: Bool { content.isRefreshing }
    /// How many entries of the list shown could not be read and were left out.
    var skipped: Int { content.content?.snapshot.skipped ?? 0 }

    // MARK: Derived content

    /// Every transaction of the list shown, in display order.
    var allTransactions: [Transaction] {
        if case .loaded(let snapshot) = state { return snapshot.items }
        return []
    }

    /// The category the list and the sum are limited to: the one picked, or all when the list
    /// shown has no such category any more (an empty list with no way to see why helps nobody).
    var filter: CategoryFilter { derived().filter }

    /// The transactions the filter lets through, in display order.
    var visibleTransactions: [Transaction] { derived().visible }

    /// The sum of ``visibleTransactions``, one amount per currency.
    var totals: [Money] { derived().totals }

    /// The filters a picker offers: all, then each category present.
    var filterChoices: [CategoryFilter] { derived().choices }

    /// What the list and the filter picked give, computed once per list and filter: a screen reads
    /// it several times per frame, and each is a pass over every transaction.
    private struct Derived {
        let transactions: [Transaction]
        let selected: CategoryFilter
        let filter: CategoryFilter
        let choices: [CategoryFilter]
        let visible: [Transaction]
        let totals: [Money]
    }
    @ObservationIgnored private var lastDerived: Derived?

    private func derived() -> Derived {
        let transactions = allTransactions
        // The same list is the same array: comparing it costs nothing until a load replaces it.
        if let last = lastDerived, last.selected == selectedFilter, last.transactions == transactions {
            // An equal list loaded again is kept, so the next comparison is one of identity.
            lastDerived = Derived(
                transactions: transactions, selected: last.selected, filter: last.filter,
                choices: last.choices,
                visible: last.visible, totals: last.totals)
            return last
        }
        let choices = CategoryFilter.choices(for: transactions)
        let filter: CategoryFilter =
            if case .category = selectedFilter, !choices.contains(selectedFilter) { .all } else {
                selectedFilter
            }
        let visible = filter.apply(to: transactions)
        let derived = Derived(
            transactions: transactions, selected: selectedFilter, filter: filter, choices: choices,
            visible: visible, totals: CurrencyTotals.of(visible))
        lastDerived = derived
        return derived
    }

    /// Whether a load (first load or reload) is running.
    var isLoading: Bool { content.isBusy }

    // MARK: Intents

    /// Limits the list and the sum to `filter`.
    func select(_ filter: CategoryFilter) {
        selectedFilter = filter
    }

    /// Asks ``run()`` to load again; the state shows the load at once (so a key press is never
    /// lost between the press and the load starting). Ignored while a load is running.
    func requestReload() {
        content.requestReload()
    }

    /// Loads once, then reloads on every ``requestReload()`` until cancelled.
    func run() async {
        await content.run()
    }

    /// Loads the list now (keeping what is shown if that fails).
    func load() async {
        await content.load()
    }

    // MARK: Private

    /// A fresh list; with nothing showing and the load failed in any way, the stored one.
    private static func load(from repository: TransactionsRepository, showing: Shown?) async -> Result<
        Shown, NetworkError
    > {
        do throws(NetworkError) {
            return .success(Shown(snapshot: try await repository.refresh(), notice: nil))
        } catch {
            guard showing == nil, let stored = await repository.stored() else { return .failure(error) }
            return .success(Shown(snapshot: stored, notice: notice(for: error, showing: stored)))
        }
    }

    /// Why `snapshot` is shown instead of a fresh list after `error`: offline, the saved copy
    /// (the server failed), or the list loaded earlier in this run.
    private static func notice(for error: NetworkError, showing snapshot: TransactionsSnapshot) -> Notice {
        if error.isOffline { return .offline(syncedAt: snapshot.syncedAt) }
        return snapshot.source == .cache
            ? .savedCopy(error, syncedAt: snapshot.syncedAt)
            : .reloadFailed(error, syncedAt: snapshot.syncedAt)
    }
}
