import AppCore
import Foundation
import MosaicTestSupport
import PricingInterface
import PricingTesting
import TerminalUI
import Testing

@testable import Pricing

/// `/` on the promotions as a person types it.
@MainActor @Suite struct PromotionsSearchTests {
    @Test func namesSummariesProductsAndGroupsMatch() async throws {
        let model = PromotionsViewModel(
            service: FakePricingService(rules: PricingFixtures.referenceRules, syncedAt: referenceDate),
            clock: WallClock(origin: referenceDate, clock: ManualClock()))
        let screen = PromotionsScreen(model: model, texts: PromotionTexts(describer: describer(.en)))
        let session = HeadlessSession(root: screen, size: TerminalSize(width: 90, height: 14))
        try await session.settle()
        #expect(screen.isSearchable)
        try await session.send(KeyScript.parse("/ t s h i r t"))
        var frame = session.frameText()
        #expect(frame.contains("/ tshirt▏  1 match"), "a product code")
        #expect(frame.contains("▸ T-shirts in bulk"))
        #expect(!frame.contains("vouchers"))
        try await session.send(KeyScript.parse("esc / f r e e"))
        frame = session.frameText()
        #expect(frame.contains("▸ 2-for-1 on vouchers"), "the summary as shown: Buy 1, get 1 free")
        try await session.send(KeyScript.parse("enter enter"))
        #expect(session.frameText().contains("Promotions › 2-for-1 on vouchers"))
        session.quit()
    }
}
