import AppCore
import Foundation
import Observation
import PricingInterface

/// The promotions list: loads the rule set and keeps the last good one through failed refreshes.
@MainActor @Observable
final class PromotionsViewModel {
    /// A loaded rule set and the instant its statuses are computed at.
    struct Content: Sendable, Hashable {
        var load: RuleSetLoad
        var now: Date

        /// The rules grouped by status at ``now``, in display order, empty groups left out.
        var sections: [(status: PricingRule.Status, rules: [PricingRule])] {
            let order: [PricingRule.Status] = [.active, .scheduled, .ended, .unsupported]
            return order.compactMap { status in
                let rules = load.ruleSet.rules.filter { $0.status(at: now) == status }
                return rules.isEmpty ? nil : (status, rules)
            }
        }
    }

    /// What the screen shows.
    enum State: Sendable, Hashable {
        case loading
        case loaded(Content)
        case empty(Content)
        case failed(RulesProblem)
    }

    private(set) var state = State.loading
    /// Whether a reload is under way while content is showing.
    private(set) var isRefreshing = false

    @ObservationIgnored private let service: any PricingService
    @ObservationIgnored private let clock: WallClock
    @ObservationIgnored private let reloads = ReloadRequests()

    init(service: any PricingService, clock: WallClock) {
        self.service = service
        self.clock = clock
    }

    /// Whether the first load has not finished, or a reload is pending.
    var isBusy: Bool {
        if case .loading = state { return true }
        return isRefreshing
    }

    /// Loads once, then serves reload requests until cancelled.
    func run() async {
        await reloads.serve { await self.load() }
    }

    /// Asks for a reload (retry after an error, or refresh); ``run()`` performs it.
    func requestReload() {
        guard !isBusy else { return }
        if case .failed = state {
            state = .loading
        } else {
            isRefreshing = true
        }
        reloads.request()
    }

    /// Loads the rule set now.
    func load() async {
        defer { isRefreshing = false }
        do {
            let load = try await service.loadRules()
            let content = Content(load: load, now: clock.now())
            state = load.ruleSet.rules.isEmpty ? .empty(content) : .loaded(content)
        } catch {
            switch state {
            case .loaded(var content):
                content.load.problem = error
                state = .loaded(content)
            case .empty(var content):
                content.load.problem = error
                state = .empty(content)
            case .loading, .failed:
                state = .failed(error)
            }
        }
    }
}
