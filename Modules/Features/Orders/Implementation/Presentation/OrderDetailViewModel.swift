import AppCore
import Foundation
import Networking
import Observation
import OrdersInterface
import RemoteContent

/// One order's details, opened by id: fetched from `GET /orders/{id}` (else the last fetched
/// list's copy, said so), then polled while the order is pending or in transit. A failed poll
/// keeps the last good data, marks it stale and backs off (``PollSchedule``); a good one recovers.
@MainActor @Observable
final class OrderDetailViewModel {
    /// What the screen shows.
    enum State: Hashable {
        /// The first load (or a retry) is running.
        case loading
        /// An order to show.
        case loaded(OrderDetailContent)
        /// Nothing to show: the fetch failed and no list copy exists.
        case failed(NetworkError)
    }

    /// What the screen shows.
    private(set) var state = State.loading
    /// The order's id.
    let id: String

    @ObservationIgnored private let service: any OrdersService
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let wallClock: WallClock
    @ObservationIgnored private let schedule: PollSchedule
    @ObservationIgnored private let retries = ReloadRequests()
    /// The fetch `r` started, while it runs.
    @ObservationIgnored private var refreshTask: Task<Void, Never>?

    /// Details of order `id` from `service`, polled on `clock` with `schedule`.
    init(
        id: String, service: any OrdersService, clock: any Clock<Duration>, wallClock: WallClock,
        schedule: PollSchedule = PollSchedule()
    ) {
        self.id = id
        self.service = service
        self.clock = clock
        self.wallClock = wallClock
        self.schedule = schedule
    }

    /// Whether the screen is still waiting for its first answer.
    var isLoading: Bool { state == .loading }

    /// Loads and polls until the order is delivered (or cannot poll), then serves ``retry()``s;
    /// ends when the calling task is cancelled (leaving the screen).
    func run() async {
        defer { refreshTask?.cancel() }
        await retries.serve { await self.loadAndPoll() }
    }

    /// Loads again after a failure with nothing to show.
    func retry() {
        guard case .failed = state else { return }
        state = .loading
        retries.request()
    }

    /// Fetches the order now (`r` on the details), keeping the data on screen meanwhile; polling
    /// keeps its own schedule. After a failure with nothing to show it is ``retry()``.
    func refresh() {
        guard case .loaded = state else { return retry() }
        guard refreshTask == nil else { return }
        refreshTask = Task {
            await load()
            refreshTask = nil
        }
    }

    private func loadAndPoll() async {
        var failures = await load() ? 0 : 1
        while case .loaded(let content) = state, content.order.status.isActive {
            do {
                try await clock.sleep(for: schedule.delay(afterFailures: failures))
            } catch {
                return
            }
            failures = await load() ? 0 : failures + 1
        }
    }

    /// Fetches the order once; true when the server answered. A failure keeps the data showing
    /// (marked stale with the reason), else shows the list's copy, else the failure.
    @discardableResult
    func load() async -> Bool {
        let result = await service.order(id: id)
        guard !Task.isCancelled else { return false }
        let now = wallClock.now()
        if result.failure == nil, let order = result.order {
            state = .loaded(
                OrderDetailContent(order: order, source: .server, syncedAt: result.syncedAt ?? now, now: now))
            return true
        }
        let failure = result.failure ?? .httpStatus(code: 404, bodyExcerpt: "")
        if case .loaded(var content) = state {
            content.failure = failure
            content.now = now
            state = .loaded(content)
        } else if let order = result.order {
            state = .loaded(
                OrderDetailContent(
                    order: order, source: .savedList, syncedAt: result.syncedAt ?? now, failure: failure,
                    now: now))
        } else {
            state = .failed(failure)
        }
        return false
    }
}

/// An order on show: where the copy came from, when it was synced, and why it is not fresh.
struct OrderDetailContent: Sendable, Hashable {
    var order: Order
    var source: OrderDetailLoad.Source
    var syncedAt: Date
    /// Why the latest fetch failed, when the data shown is not fresh (stale).
    var failure: NetworkError?
    /// The instant of the latest attempt.
    var now: Date

    init(
        order: Order, source: OrderDetailLoad.Source, syncedAt: Date, failure: NetworkError? = nil, now: Date
    ) {
        self.order = order
        self.source = source
        self.syncedAt = syncedAt
        self.failure = failure
        self.now = now
    }

    /// Whether the data shown is not what the server says now.
    var isStale: Bool { failure != nil }
}
