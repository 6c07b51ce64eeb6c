import AppCore
import CatalogInterface
import Foundation
import PricingInterface
import SavedCart

/// Everything the store screen's view model works with, resolved at the composition root.
struct StoreDependencies: Sendable {
    let catalog: any CatalogService
    let pricing: any PricingService
    let describer: any PromotionDescriber
    let cartStore: CartStore
    let orders: OrderHistoryStore
    let payments: PaymentService
    let wallClock: WallClock
    /// The clock the payment's progress steps wait on.
    let clock: any Clock<Duration>
    /// How long each simulated payment step takes.
    let paymentStep: Duration
    /// How the screen follows the saved cart other windows and scripts change (nil: it does not).
    var cartPolling: CartPolling? = nil
}

/// Re-reading the saved cart every `interval` on `clock`, so a screen whose copy is stale shows
/// the database's cart within one interval (one small query each time).
struct CartPolling: Sendable {
    let clock: any Clock<Duration>
    let interval: Duration

    /// Twice a second on the real clock: another window's change shows within half a second.
    static let live = CartPolling(clock: ContinuousClock(), interval: .milliseconds(500))
}
