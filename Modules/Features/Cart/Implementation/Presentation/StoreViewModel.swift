import AppCore
import CartInterface
import CatalogInterface
import Foundation
import Logging
import Networking
import Observation
import PricingInterface
import RemoteContent
import SavedCart

/// The store: products with their promotions, the cart priced live, and the checkout.
@MainActor @Observable
final class StoreViewModel {
    /// The catalog and promotions on show, and the instant they were loaded.
    struct Content: Sendable, Hashable {
        var catalog: CatalogSnapshot
        /// Why the products are not fresh from the server, if they are not.
        var catalogFailure: NetworkError?
        var rules: RuleSetLoad
        var now: Date

        /// Whether the store works from saved data because there is no connection.
        var isOffline: Bool { catalogFailure?.isOffline == true || rules.problem?.isOffline == true }
    }

    /// Why the store cannot open.
    enum Failure: Sendable, Hashable {
        case catalog(NetworkError)
        case rules(RulesProblem)
    }

    /// What the screen shows.
    enum State: Sendable, Hashable {
        case loading
        case loaded(Content)
        case empty(Content)
        case failed(Failure)
    }

    /// A one-off message about the last action, cleared by the next one.
    enum Notice: Sendable, Hashable {
        case cartEmpty
        case checkoutOffline
        case removedUnavailable([String])
        /// The cart could not be read or saved on this device (the detail is logged).
        case storageFailed
        /// The line was paid for or removed in another window; the cart now shows the saved one.
        case lineGone(String)
        /// A line would grow past ``CartStore/maximumQuantity``.
        case quantityLimit(String, Int)
        case paid(OrderReceipt)
    }

    @ObservationIgnored let logger = Logger(label: "mosaic.cart")
    private(set) var state = State.loading
    private(set) var isRefreshing = false
    private(set) var cart = CartContents()
    /// The cart priced with the current promotions (nil before the first load).
    private(set) var pricing: Result<PricedBasket, PricingError>?
    // `checkout`, `notice` and `checkoutKey` are set by the checkout too (StoreViewModel+Checkout);
    // screens only read them.
    var checkout = CheckoutState.idle
    var notice: Notice?

    @ObservationIgnored let dependencies: StoreDependencies
    @ObservationIgnored private var cartLoaded = false
    @ObservationIgnored private let reloads = ReloadRequests()
    /// Names the checkout in progress; kept across retries so a payment is recorded once.
    @ObservationIgnored var checkoutKey: String?

    init(dependencies: StoreDependencies) {
        self.dependencies = dependencies
    }

    /// The content on show, if any.
    var content: Content? {
        switch state {
        case .loaded(let content), .empty(let content): content
        case .loading, .failed: nil
        }
    }

    /// Whether the first load has not finished, or a reload is pending.
    var isBusy: Bool {
        if case .loading = state { return true }
        return isRefreshing
    }

    /// Loads once, then serves reload requests and follows the saved cart until cancelled.
    func run() async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.reloads.serve { await self.load() } }
            group.addTask { await self.followSavedCart() }
        }
    }

    /// Another window or script may change the saved cart: with ``StoreDependencies/cartPolling``,
    /// the cart is read again every interval (one small query) and shown when it differs.
    func followSavedCart() async {
        guard let polling = dependencies.cartPolling else { return }
        while !Task.isCancelled {
            do { try await polling.clock.sleep(for: polling.interval) } catch { return }
            guard cartLoaded, case .idle = checkout else { continue }
            refreshCart()
        }
    }

    /// Shows the saved cart if it differs from the one on screen.
    func refreshCart() {
        do {
            let saved = try dependencies.cartStore.load()
            if saved != cart {
                cart = saved
                reprice()
            }
        } catch {
            logger.error("Could not read the saved cart: \(error)")
        }
    }

    /// Asks for a reload (retry or refresh); ``run()`` performs it.
    func requestReload() {
        guard !isBusy else { return }
        notice = nil
        if case .failed = state { state = .loading } else { isRefreshing = true }
        reloads.request()
    }

    /// Loads the saved cart (first time), the catalog and the promotions.
    func load() async {
        defer { isRefreshing = false }
        if !cartLoaded {
            do {
                cart = try dependencies.cartStore.load()
                cartLoaded = true
            } catch {
                logger.error("Could not read the saved cart: \(error)")
                notice = .storageFailed
            }
        }
        async let catalogLoad = dependencies.catalog.load()
        let rules: Result<RuleSetLoad, RulesProblem>
        do { rules = .success(try await dependencies.pricing.loadRules()) } catch { rules = .failure(error) }
        let catalog = await catalogLoad
        let now = dependencies.wallClock.now()
        let previous = content
        guard let snapshot = catalog.snapshot ?? previous?.catalog else {
            state = .failed(.catalog(catalog.failure ?? .offline))
            return
        }
        let ruleSet: RuleSetLoad
        switch rules {
        case .success(let load): ruleSet = load
        case .failure(let problem):
            guard var kept = previous?.rules else {
                state = .failed(.rules(problem))
                return
            }
            kept.problem = problem
            ruleSet = kept
        }
        let content = Content(catalog: snapshot, catalogFailure: catalog.failure, rules: ruleSet, now: now)
        state = snapshot.products.isEmpty ? .empty(content) : .loaded(content)
        dropUnavailableProducts(in: snapshot)
        reprice()
    }

    // MARK: Cart

    /// Adds one unit of `code`.
    func add(_ code: String) {
        guard content?.catalog.product(code: code) != nil else { return }
        let shown = cart.quantity(of: code) > 0
        change { try $0.add(code, toExistingLine: shown) }
    }

    /// Removes one unit of `code`.
    func removeOne(_ code: String) {
        guard cart.quantity(of: code) > 0 else { return }
        change { try $0.remove(code, quantity: 1) }
    }

    /// Removes every unit of `code`.
    func removeAll(_ code: String) {
        guard cart.quantity(of: code) > 0 else { return }
        change { try $0.remove(code) }
    }

    /// Clears the last notice.
    func dismissNotice() {
        notice = nil
    }

    /// Applies one change to the saved cart (a transaction on that line) and shows the cart as
    /// saved. A change refused because another window changed the line first shows the saved cart
    /// and says why; a failed save keeps the cart on screen and says so.
    private func change(_ apply: (CartStore) throws -> CartContents) {
        do {
            cart = try apply(dependencies.cartStore)
            notice = nil
        } catch CartConflict.lineGone(let code) {
            // Said on screen, and logged: a refused change is told, never silently dropped.
            logger.notice("Refused a change to the cart line \(code): it was paid for or removed elsewhere")
            refreshCart()
            notice = .lineGone(code)
        } catch CartConflict.quantityLimit(let code, let maximum) {
            notice = .quantityLimit(code, maximum)
        } catch {
            logger.error("Could not save the cart: \(error)")
            notice = .storageFailed
        }
        reprice()
    }

    /// Prices the cart with the current promotions at the current instant.
    func reprice() {
        guard let content else { return }
        let lines = cart.basketLines(from: content.catalog)
        do {
            pricing = .success(
                try dependencies.pricing.price(
                    lines, rules: content.rules.ruleSet, at: dependencies.wallClock.now()))
        } catch {
            pricing = .failure(error)
        }
    }

    /// Products the saved cart holds that the catalog no longer sells are taken out, and said so.
    private func dropUnavailableProducts(in snapshot: CatalogSnapshot) {
        let gone = cart.lines.filter { snapshot.product(code: $0.code) == nil }
        guard !gone.isEmpty else { return }
        for line in gone {
            do {
                cart = try dependencies.cartStore.remove(line.code)
            } catch CartConflict.lineGone {
                continue  // already gone from the saved cart
            } catch {
                logger.error("Could not save the cart: \(error)")
                notice = .storageFailed
                return
            }
        }
        reprice()
        if notice == nil { notice = .removedUnavailable(gone.map(\.code)) }
    }
}
