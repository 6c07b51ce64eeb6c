import AppCore
import CartInterface
import CatalogInterface
import DataStorage
import Formatting
import Foundation
import Localization
import Networking
import PricingInterface
import SavedCart
import Swinject

/// Registers the cart's stores, payment, order history, the store screen's dependencies and the
/// ``CatalogCart`` the catalog's details add to.
/// The catalog and pricing come from their features' assemblies, or are injected (demos).
public struct CartAssembly: Assembly, Sendable {
    private let catalog: (any CatalogService)?
    private let pricing: (any PricingService)?
    private let describer: (any PromotionDescriber)?
    private let paymentStep: Duration

    /// The cart over the app's Catalog and Pricing.
    public init(paymentStep: Duration = CartPlugin.defaultPaymentStep) {
        self.catalog = nil
        self.pricing = nil
        self.describer = nil
        self.paymentStep = paymentStep
    }

    /// The cart over injected catalog and pricing (demos and tests), registered under their
    /// interfaces because no Catalog or Pricing assembly is present then.
    public init(
        catalog: any CatalogService, pricing: any PricingService, describer: any PromotionDescriber,
        paymentStep: Duration = CartPlugin.defaultPaymentStep
    ) {
        self.catalog = catalog
        self.pricing = pricing
        self.describer = describer
        self.paymentStep = paymentStep
    }

    public func assemble(container: Container) {
        let (catalog, pricing, describer, paymentStep) =
            (self.catalog, self.pricing, self.describer, self.paymentStep)
        if let catalog { container.register((any CatalogService).self) { _ in catalog } }
        if let pricing { container.register((any PricingService).self) { _ in pricing } }
        if let describer { container.register((any PromotionDescriber).self) { _ in describer } }
        container.register(CartStore.self) { resolver in
            CartStore(database: resolver.database)
        }
        // The catalog's details add to this cart (`+`, as in the store's list).
        container.register((any CatalogCart).self) { resolver in
            SavedCatalogCart(store: resolver.registered(CartStore.self))
        }
        container.register(OrderHistoryStore.self) { resolver in
            OrderHistoryStore(database: resolver.database)
        }
        container.register((any OrderHistoryService).self) { resolver in
            resolver.registered(OrderHistoryStore.self)
        }
        container.register(PaymentService.self) { resolver in
            PaymentService(
                http: resolver.httpClient(for: PaymentAPI.service))
        }
        container.register(StoreTexts.self) { resolver in
            StoreTexts(
                localizer: resolver.registered(Localizer.self),
                formatters: resolver.registered(Formatters.self),
                describer: resolver.registered((any PromotionDescriber).self))
        }
        container.register(StoreDependencies.self) { resolver in
            StoreDependencies(
                catalog: resolver.registered((any CatalogService).self),
                pricing: resolver.registered((any PricingService).self),
                describer: resolver.registered((any PromotionDescriber).self),
                cartStore: resolver.registered(CartStore.self),
                orders: resolver.registered(OrderHistoryStore.self),
                payments: resolver.registered(PaymentService.self),
                wallClock: resolver.registered(WallClock.self),
                clock: resolver.resolve((any Clock<Duration>).self) ?? ContinuousClock(),
                paymentStep: paymentStep, cartPolling: .live)
        }
    }
}
