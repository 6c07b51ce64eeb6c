import AppCore
import CartInterface
import CartMocks
import CatalogInterface
import DataStorage
import Foundation
import Localization
import Networking
import PricingInterface
import Swinject
import TerminalUI

/// The Cart feature: the store screen (products, cart, checkout), the order history, the mock
/// payment provider and the `price` and `orders` commands.
///
/// Offline, the store works from the catalog and promotions saved by the last successful
/// fetch, under an offline banner; the cart is saved on every change and survives restarts.
/// Checkout offline is **refused, not queued**: the payment provider must authorize the amount
/// now, and a queued order would leave the customer unsure whether they paid. The refusal says
/// so and keeps the cart; once the connection is back (r), checkout works. A payment that fails
/// halfway (connection lost, declined, provider error) also keeps the cart and records nothing.
public struct CartPlugin: FeaturePlugin {
    /// What the mock payment provider answers (``CartMocks/PaymentOutcome``).
    public typealias MockPaymentOutcome = CartMocks.PaymentOutcome

    /// How long each simulated payment step takes by default.
    public static let defaultPaymentStep = Duration.milliseconds(500)

    /// Cart's scripting subcommands.
    public static let commands: [any PluginCommand.Type] = [
        PriceCommand.self, OrdersCommand.self, CartCommand.self, CheckoutCommand.self,
    ]

    public let id = "cart"
    private let assemblyValue: CartAssembly
    /// The date "now" shows at start (a demo's, `--now`); nil: the system's.
    public let startsAt: Date?
    private let payment: MockPaymentOutcome

    /// The cart over the app's Catalog and Pricing plugins.
    public init(origin: Date? = nil, paymentStep: Duration = defaultPaymentStep) {
        assemblyValue = CartAssembly(paymentStep: paymentStep)
        startsAt = origin
        payment = .approved
    }

    /// The cart over injected catalog and pricing (demos).
    public init(
        catalog: any CatalogService, pricing: any PricingService, describer: any PromotionDescriber,
        origin: Date? = nil, paymentStep: Duration = defaultPaymentStep,
        mockPayment: MockPaymentOutcome = .approved
    ) {
        assemblyValue = CartAssembly(
            catalog: catalog, pricing: pricing, describer: describer, paymentStep: paymentStep
        )
        startsAt = origin
        payment = mockPayment
    }

    public func title(_ localizer: Localizer) -> String { localizer[CartStrings.title] }
    public var assembly: any Assembly { assemblyValue }
    public var storage: FeatureStorage? {
        FeatureStorage(CartMigrations.all) { localizer in
            [
                StoredRecords(table: CartMigrations.lineTable, description: localizer[CartStrings.dataLines]),
                StoredRecords(
                    table: CartMigrations.orderTable, description: localizer[CartStrings.dataOrders]),
            ]
        }
    }
    /// `POST /checkout` answering as the plugin was made to (``CartMocks``).
    public var mockRoutes: [MockRoute] { CartMocks.routes(payment: payment) }

    @MainActor public func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        let texts = try resolver.require(StoreTexts.self)
        let history = try resolver.require((any OrderHistoryService).self)
        let model = StoreViewModel(dependencies: try resolver.require(StoreDependencies.self))
        return StoreScreen(model: model, texts: texts) {
            OrderHistoryScreen(model: OrderHistoryViewModel(history: history), texts: texts)
        }
    }
}
