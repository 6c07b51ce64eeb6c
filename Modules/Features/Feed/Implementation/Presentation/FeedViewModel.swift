import FeedInterface
import Observation
import TransactionsInterface

/// The feed's state: the transactions total (from whichever feature provides the summary) and
/// the content cards, loaded together; a retry keeps what was already shown.
@MainActor @Observable
public final class FeedViewModel {
    /// What the screen shows.
    public enum State: Sendable, Hashable {
        /// The first load is running.
        case loading
        /// At least one part loaded (a part that failed says so and keeps its last good value).
        case loaded(FeedContent)
        /// Everything loaded and there is nothing: no transactions, no cards.
        case empty
        /// Both parts failed and there is nothing from before to show.
        case failed(FeedContent)
    }

    /// What the screen shows.
    public private(set) var state = State.loading
    /// Whether a reload runs while content is showing.
    public private(set) var isRefreshing = false

    private let summaryProvider: any TransactionsSummaryService
    private let contentProvider: any FeedService
    private var content: FeedContent?
    private var isLoading = false

    /// A view model reading the total from `summaryProvider` and the cards from `contentProvider`.
    public init(summaryProvider: any TransactionsSummaryService, contentProvider: any FeedService) {
        self.summaryProvider = summaryProvider
        self.contentProvider = contentProvider
    }

    /// Loads (or reloads) the total and the cards at the same time. Ignored while a load runs.
    public func load() async {
        guard begin() else { return }
        await finishLoading()
    }

    /// Starts a reload at once (so the screen shows it is busy before the next frame) and
    /// returns its task; nil when a load is already running.
    @discardableResult
    public func refresh() -> Task<Void, Never>? {
        guard begin() else { return nil }
        return Task { await finishLoading() }
    }

    /// Marks a load as running; false when one already is.
    private func begin() -> Bool {
        guard !isLoading else { return false }
        isLoading = true
        if content == nil {
            state = .loading
        } else {
            isRefreshing = true
        }
        return true
    }

    private func finishLoading() async {
        defer {
            isLoading = false
            isRefreshing = false
        }
        async let summary = loadSummary()
        async let cards = loadCards()
        let (summaryResult, cardsResult) = await (summary, cards)
        let next = FeedContent(
            summary: content?.summary.updated(with: summaryResult) ?? FeedSection.new(summaryResult),
            cards: content?.cards.updated(with: cardsResult) ?? FeedSection.new(cardsResult))
        content = next
        state = next.isEmpty ? .empty : next.hasNothingToShow ? .failed(next) : .loaded(next)
    }

    private nonisolated func loadSummary() async -> Result<TransactionsSummary, FeedError> {
        do {
            return .success(try await summaryProvider.summary())
        } catch {
            return .failure(FeedError(error))
        }
    }

    private nonisolated func loadCards() async -> Result<[FeedCard], FeedError> {
        do {
            return .success(try await contentProvider.cards())
        } catch {
            return .failure(FeedError(error))
        }
    }
}

extension FeedSection {
    /// A first load's section.
    fileprivate static func new(_ result: Result<Value, FeedError>) -> FeedSection {
        switch result {
        case .success(let value): .loaded(value)
        case .failure(let error): .failed(error, lastGood: nil)
        }
    }
}
