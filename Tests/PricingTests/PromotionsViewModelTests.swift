import AppCore
import Foundation
import Localization
import MosaicTestSupport
import PricingInterface
import PricingTesting
import Synchronization
import Testing

@testable import Pricing

/// The promotions view model: load, failure, refresh keeping data, and time moving rules along.
@MainActor @Suite struct PromotionsViewModelTests {
    @Test func loadingEndsLoaded() async {
        let model = PromotionsViewModel(
            service: FakePricingService(rules: PricingFixtures.referenceRules),
            clock: WallClock(origin: referenceDate, clock: ManualClock()))
        #expect(model.isBusy)
        await model.load()
        guard case .loaded(let content) = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
        #expect(content.sections.map(\.status) == [.active])
        #expect(!model.isBusy)
    }

    @Test func nothingAvailableFails() async {
        let model = PromotionsViewModel(
            service: FakePricingService(result: .failure(.network(.offline))),
            clock: WallClock(origin: referenceDate, clock: ManualClock()))
        await model.load()
        #expect(model.state == .failed(.network(.offline)))
    }

    @Test func anEmptyRuleSetIsEmpty() async {
        let model = PromotionsViewModel(
            service: FakePricingService(rules: PricingRuleSet(currency: "EUR", rules: [])),
            clock: WallClock(origin: referenceDate, clock: ManualClock()))
        await model.load()
        guard case .empty = model.state else {
            Issue.record("expected empty, got \(model.state)")
            return
        }
    }

    @Test func aFailedRefreshKeepsTheLastRulesAndShowsTheProblem() async {
        let service = SequencedPricingService([
            .success(
                RuleSetLoad(
                    ruleSet: PricingFixtures.referenceRules, source: .server(syncedAt: referenceDate))),
            .failure(.network(.httpStatus(code: 503, bodyExcerpt: ""))),
        ])
        let model = PromotionsViewModel(
            service: service, clock: WallClock(origin: referenceDate, clock: ManualClock()))
        await model.load()
        model.requestReload()
        #expect(model.isRefreshing)
        await model.load()
        guard case .loaded(let content) = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
        #expect(content.load.ruleSet == PricingFixtures.referenceRules)
        #expect(content.load.problem == .network(.httpStatus(code: 503, bodyExcerpt: "")))
        #expect(!model.isRefreshing)
    }

    @Test(.hangsAfter(minutes: 10))
    func aScheduledRuleBecomesActiveWhenTheClockReachesItsWindow() async {
        let clock = ManualClock()
        let window = ValidityWindow(start: referenceDate + 2 * day, end: referenceDate + 4 * day)
        let seasonal = PricingRule(
            id: "season", name: LocalizedText("Season"),
            kind: .percentageOff(percent: 10, minimumQuantity: 1),
            productCodes: ["X"], validity: window)
        let model = PromotionsViewModel(
            service: FakePricingService(rules: PricingRuleSet(currency: "EUR", rules: [seasonal])),
            clock: WallClock(origin: referenceDate, clock: clock))
        await model.load()
        #expect(statuses(model) == [.scheduled])
        await clock.advance(by: .seconds(2 * 86_400))
        await model.load()
        #expect(statuses(model) == [.active])
        await clock.advance(by: .seconds(2 * 86_400))
        await model.load()
        #expect(statuses(model) == [.ended])
    }

    private func statuses(_ model: PromotionsViewModel) -> [PricingRule.Status] {
        guard case .loaded(let content) = model.state else { return [] }
        return content.sections.map(\.status)
    }
}

/// Answers each load with the next scripted result (the last one repeats).
final class SequencedPricingService: PricingService {
    private let results: [Result<RuleSetLoad, RulesProblem>]
    private let calls = Mutex(0)

    init(_ results: [Result<RuleSetLoad, RulesProblem>]) {
        self.results = results
    }

    func loadRules() async throws(RulesProblem) -> RuleSetLoad {
        let index = calls.withLock { calls in
            defer { calls += 1 }
            return min(calls, results.count - 1)
        }
        return try results[index].get()
    }

    func price(_ lines: [BasketLine], rules: PricingRuleSet, at date: Date) throws(PricingError)
        -> PricedBasket
    {
        try PricingEngine().price(lines, rules: rules, at: date)
    }
}
