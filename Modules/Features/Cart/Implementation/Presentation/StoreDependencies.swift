import AppCore
import CatalogInterface
import Foundation
import PricingInterface

/// Everything the store screen's view model works with, resolved at the composition root.
struct StoreDependencies: Sendable {
    let catalog: any ProductCatalog
    let pricing: any PricingService
    let describer: any PromotionDescribing
    let cartStore: CartStore
    let orders: OrderHistoryStore
    let payments: PaymentService
    let wallClock: WallClock
    /// The clock the payment's progress steps wait on.
    let clock: any Clock<Duration>
    /// How long each simulated payment step takes.
    let paymentStep: Duration
}
