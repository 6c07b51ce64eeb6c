import AppCore
import Foundation
import Localization
import MosaicTestSupport
import PricingInterface
import PricingTesting
import SnapshotTesting
import TerminalUI
import Testing

@testable import Pricing

/// The promotions screen as text: sections, banners, detail, errors, in two languages.
@MainActor @Suite struct PromotionsScreenTests {
    private static let seasonalRules = PricingRuleSet(
        currency: "EUR",
        rules: PricingFixtures.referenceRules.rules + [
            PricingRule(
                id: "winter", name: LocalizedText(["en": "Winter caps", "es": "Gorras de invierno"]),
                kind: .percentageOff(percent: 15, minimumQuantity: 2), productCodes: ["CAP", "SCARF"],
                validity: ValidityWindow(start: referenceDate + 9 * day, end: referenceDate + 99 * day)),
            PricingRule(
                id: "mystery", name: LocalizedText("Mystery"), kind: .unsupported(type: "mystery"),
                productCodes: []),
        ])

    private func session(_ service: any PricingService, language: Language = .en) -> HeadlessSession {
        let texts = PromotionTexts(describer: describer(language))
        let model = PromotionsViewModel(
            service: service, clock: WallClock(origin: referenceDate, clock: ManualClock()))
        return HeadlessSession(
            root: PromotionsScreen(model: model, texts: texts), size: TerminalSize(width: 90, height: 14))
    }

    @Test func loadedInEnglish() async throws {
        let session = session(FakePricingService(rules: Self.seasonalRules, syncedAt: referenceDate - 120))
        try await session.settle()
        #expect(session.phase == .settled)
        assertSnapshot(of: session.frameText(), as: .lines)
    }

    @Test func loadedInSpanish() async throws {
        let session = session(
            FakePricingService(rules: Self.seasonalRules, syncedAt: referenceDate), language: .es)
        try await session.settle()
        assertSnapshot(of: session.frameText(), as: .lines)
    }

    @Test func offlineShowsTheSavedRulesWithABanner() async throws {
        let load = RuleSetLoad(
            ruleSet: PricingFixtures.referenceRules, source: .cache(syncedAt: referenceDate - 3 * 3600),
            problem: .network(.offline))
        let session = session(FakePricingService(result: .success(load)))
        try await session.settle()
        #expect(session.phase == .settled)
        let frame = session.frameText()
        #expect(frame.contains("Offline: showing the promotions saved 3 hours ago."))
        assertSnapshot(of: frame, as: .lines)
    }

    @Test func failureShowsAnErrorWithRetryAndRetryLoadsAgain() async throws {
        let service = SequencedPricingService([
            .failure(.invalid("rules[1].parameters.buy: must be at least 1, got 0")),
            .success(
                RuleSetLoad(
                    ruleSet: PricingFixtures.referenceRules, source: .server(syncedAt: referenceDate))),
        ])
        let session = session(service)
        try await session.settle()
        // The field path is for the log; people read a sentence (and a headless run exits 65).
        #expect(session.phase == .unreadableData("The promotions are invalid and cannot be used."))
        #expect(!session.frameText().contains("rules[1]"))
        assertSnapshot(of: session.frameText(), as: .lines, named: "failed")
        try await session.send(.character("r"))
        #expect(session.phase == .settled)
        #expect(session.frameText().contains("2-for-1 on vouchers"))
    }

    @Test func enterOpensTheSelectedPromotion() async throws {
        let session = session(FakePricingService(rules: Self.seasonalRules, syncedAt: referenceDate))
        try await session.settle()
        try await session.send([.down, .down, .enter])
        let frame = session.frameText()
        #expect(frame.contains("Promotions › Winter caps"))
        assertSnapshot(of: frame, as: .lines)
        try await session.send(.escape)
        #expect(session.frameText().contains("Active now"))
    }

    @Test func emptyRuleSetShowsTheEmptyState() async throws {
        let session = session(FakePricingService(rules: PricingRuleSet(currency: "EUR", rules: [])))
        try await session.settle()
        #expect(session.frameText().contains("No promotions right now"))
    }

    @Test(arguments: Language.allCases)
    func describesDiscountsInEveryLanguage(language: Language) throws {
        let words = describer(language)
        let basket = try PricingEngine().price(
            scans(["VOUCHER", "VOUCHER", "VOUCHER", "TSHIRT", "TSHIRT", "TSHIRT"]),
            rules: PricingFixtures.referenceRules,
            at: referenceDate)
        let expected: [Language: [String]] = [
            .en: ["3 units: 1 free", "3 units (from 3): €19.00 each"],
            .es: ["3 uds.: 1 gratis", "3 uds. (desde 3): 19,00\u{00A0}€ cada una"],
            .de: ["3 Stück: 1 gratis", "3 Stück (ab 3): je 19,00\u{00A0}€"],
            .pl: ["3 szt.: 1 gratis", "3 szt. (od 3): 19,00\u{00A0}€ za sztukę"],
        ]
        #expect(basket.discounts.map(words.explanation(of:)) == expected[language])
        try #require(basket.discounts.count > 0)
        #expect(!words.name(of: basket.discounts[0]).isEmpty)
        #expect(
            words.tag(of: PricingFixtures.voucherTwoForOne)
                == ["en": "2 for 1", "es": "2x1", "de": "2 für 1", "pl": "2 za 1"][language.rawValue])
    }

    /// Windows print in the formatters' zone: midnight in Madrid is midnight, not 23:00 UTC.
    @Test func validityIsInTheUsersTimeZone() throws {
        let madrid = try #require(TimeZone(identifier: "Europe/Madrid"))
        let start = try #require(ISO8601DateFormatter().date(from: "2026-12-01T00:00:00+01:00"))
        let rule = PricingRule(
            id: "caps", name: LocalizedText("Caps"), kind: .percentageOff(percent: 15, minimumQuantity: 2),
            productCodes: ["CAP"], validity: ValidityWindow(start: start, end: nil))
        #expect(describer(.en, timeZone: madrid).validity(of: rule) == "From Dec 1, 2026 at 12:00\u{202F}AM")
        #expect(describer(.es, timeZone: madrid).validity(of: rule).contains("1 dic 2026, 0:00"))
        #expect(
            describer(.en).validity(of: rule) == "From Nov 30, 2026 at 11:00\u{202F}PM", "UTC for contrast")
    }

    /// Rules stamped a moment after the screen's "now" (the mock's latency) were updated now.
    @Test(arguments: [(Language.en, "Promotions updated now"), (.es, "Promociones actualizadas ahora")])
    func anUpdateIsNeverInTheFuture(language: Language, expected: String) {
        let texts = PromotionTexts(describer: describer(language))
        let load = RuleSetLoad(
            ruleSet: PricingFixtures.referenceRules,
            source: .server(syncedAt: referenceDate.addingTimeInterval(2)))
        let source = texts.source(of: load, now: referenceDate)
        #expect(source.contains(expected), "\(source)")
        #expect(!source.contains("2"), "\(source)")
    }
}
