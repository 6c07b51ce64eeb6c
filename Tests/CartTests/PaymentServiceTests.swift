import CartInterface
import CartMocks
import Foundation
import MosaicTestSupport
import Networking
import NetworkingTestSupport
import PricingInterface
import PricingTesting
import Testing

@testable import Cart

/// The simulated payment provider's answers.
@Suite struct PaymentServiceTests {
    private func service(_ routes: [MockRoute], offline: Bool = false) throws -> PaymentService {
        let factory = try mockHTTPFactory(routes, offline: offline, clock: ManualClock())
        return PaymentService(http: factory.client(for: PaymentAPI.service))
    }

    private let basket = PricedBasket(
        lines: [PricedLine(product: PricingFixtures.mug, quantity: 2, discounts: [])], subtotal: euros("15"),
        savings: euros("0"), total: euros("15"), pricedAt: referenceDate)

    @Test func approvedReturnsTheAuthorization() async throws {
        #expect(try await service([paymentRoute()]).authorize(basket) == "AUTH42")
    }

    @Test func theMockProviderApprovesWithFreshCodes() async throws {
        let service = try service(CartPluginRoutes.approved)
        let first = try await service.authorize(basket)
        let second = try await service.authorize(basket)
        #expect(first.count == 8)
        #expect(first != second)
    }

    @Test func theDecliningMockProviderDeclines() async throws {
        await #expect(
            throws: PaymentFailure.declined(providerMessage: "Card declined by the issuer (simulated)")
        ) {
            try await service(CartPluginRoutes.declined).authorize(basket)
        }
    }

    @Test func offlineIsReportedAsOffline() async throws {
        await #expect(throws: PaymentFailure.network(.offline)) {
            try await service([paymentRoute()], offline: true).authorize(basket)
        }
    }

    @Test func anUnreadableAnswerIsUnreadableData() async throws {
        let service = try service([paymentRoute("<html>")])
        do {
            _ = try await service.authorize(basket)
            Issue.record("an unreadable answer must not count as approved")
        } catch {
            guard case .network(.decoding) = error else {
                Issue.record("expected .network(.decoding), got \(error)")
                return
            }
        }
    }
}

/// The plugin's own payment routes.
enum CartPluginRoutes {
    static let approved = CartMocks.routes(payment: .approved)
    static let declined = CartMocks.routes(payment: .declined)
}
