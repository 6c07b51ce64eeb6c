import AppCore
import CatalogInterface
import Foundation
import Observation

/// The product list: loads the catalog, falls back to the saved one, keeps the last good
/// products through failed refreshes.
@MainActor @Observable
final class CatalogViewModel {
    /// Products on show, why they are not fresh (if they are not), and the instant of the load.
    struct Content: Sendable, Hashable {
        var snapshot: CatalogSnapshot
        var failure: CatalogFailure?
        var now: Date
    }

    /// What the screen shows.
    enum State: Sendable, Hashable {
        case loading
        case loaded(Content)
        case empty(Content)
        case failed(CatalogFailure)
    }

    private(set) var state = State.loading
    /// Whether a reload is under way while products are showing.
    private(set) var isRefreshing = false

    @ObservationIgnored private let catalog: any ProductCatalog
    @ObservationIgnored private let clock: WallClock
    @ObservationIgnored private let reloads = ReloadRequests()

    init(catalog: any ProductCatalog, clock: WallClock) {
        self.catalog = catalog
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

    /// Asks for a reload (retry or refresh); ``run()`` performs it.
    func requestReload() {
        guard !isBusy else { return }
        if case .failed = state {
            state = .loading
        } else {
            isRefreshing = true
        }
        reloads.request()
    }

    /// Loads the catalog now.
    func load() async {
        defer { isRefreshing = false }
        let result = await catalog.load()
        let now = clock.now()
        if let snapshot = result.snapshot {
            let content = Content(snapshot: snapshot, failure: result.failure, now: now)
            state = snapshot.products.isEmpty ? .empty(content) : .loaded(content)
            return
        }
        let failure = result.failure ?? .unavailable("no products")
        switch state {
        case .loaded(var content):
            content.failure = failure
            content.now = now
            state = .loaded(content)
        case .empty(var content):
            content.failure = failure
            content.now = now
            state = .empty(content)
        case .loading, .failed:
            state = .failed(failure)
        }
    }
}
