import Foundation
import MosaicTestSupport
import Networking
import PricingInterface
import PricingTesting
import Testing

@testable import Pricing

/// The brief's reference baskets: exact totals with the default rules, whatever the scan order.
@Suite struct ReferenceTotalsTests {
    static let baskets: [(codes: [String], total: String)] = [
        (["VOUCHER", "TSHIRT", "MUG"], "32.50"),
        (["VOUCHER", "TSHIRT", "VOUCHER"], "25.00"),
        (["TSHIRT", "TSHIRT", "TSHIRT", "VOUCHER", "TSHIRT"], "81.00"),
        (["VOUCHER", "TSHIRT", "VOUCHER", "VOUCHER", "MUG", "TSHIRT", "TSHIRT"], "74.50"),
        ([], "0.00"),
    ]

    @Test(arguments: baskets)
    func referenceTotalWithTheBriefsRules(codes: [String], total: String) throws {
        let basket = try PricingEngine().price(
            scans(codes), rules: PricingFixtures.referenceRules, at: referenceDate)
        #expect(basket.total == euros(total))
        #expect(basket.subtotal.amount - basket.savings.amount == basket.total.amount)
    }

    @Test(arguments: baskets)
    func referenceTotalWithTheBundledRulesAllYearRound(codes: [String], total: String) throws {
        let rules = try bundledRules()
        // Seasonal promotions come and go; the reference products' prices must not.
        for offset in stride(from: -400.0, through: 400.0, by: 20) {
            let basket = try PricingEngine().price(
                scans(codes), rules: rules, at: referenceDate + offset * day)
            #expect(basket.total == euros(total), "at \(referenceDate + offset * day)")
        }
    }

    @Test(arguments: baskets)
    func everyPermutationGivesTheSameTotalAndLines(codes: [String], total: String) throws {
        let engine = PricingEngine()
        let expected = try engine.price(
            scans(codes), rules: PricingFixtures.referenceRules, at: referenceDate)
        var count = 0
        for permutation in permutations(codes) {
            let basket = try engine.price(
                scans(permutation), rules: PricingFixtures.referenceRules, at: referenceDate)
            #expect(basket.total == expected.total)
            #expect(Set(basket.lines) == Set(expected.lines), "the same discounts whatever the order")
            count += 1
        }
        #expect(count == (1...max(1, codes.count)).reduce(1, *))
    }

    @Test func randomBasketsGiveTheSameTotalWhenShuffled() throws {
        var random = SeededRandomNumberGenerator(seed: 2026)
        let engine = PricingEngine()
        let all = ["VOUCHER", "TSHIRT", "MUG"]
        for _ in 0..<200 {
            let codes = try (0..<Int.random(in: 0...12, using: &random)).map { _ in
                try #require(all.randomElement(using: &random))
            }
            let expected = try engine.price(
                scans(codes), rules: PricingFixtures.referenceRules, at: referenceDate)
            for _ in 0..<5 {
                let shuffled = codes.shuffled(using: &random)
                let basket = try engine.price(
                    scans(shuffled), rules: PricingFixtures.referenceRules, at: referenceDate)
                #expect(basket.total == expected.total, "\(codes) vs \(shuffled)")
            }
        }
    }

    @Test func fourthBasketIsItemizedWithBothDiscounts() throws {
        let basket = try PricingEngine().price(
            scans(["VOUCHER", "TSHIRT", "VOUCHER", "VOUCHER", "MUG", "TSHIRT", "TSHIRT"]),
            rules: PricingFixtures.referenceRules, at: referenceDate)
        #expect(basket.lines.map(\.product.code) == ["VOUCHER", "TSHIRT", "MUG"], "first-scan order")
        #expect(basket.lines.map(\.quantity) == [3, 3, 1])
        #expect(basket.lines.map(\.subtotal) == [euros("15"), euros("60"), euros("7.5")])
        try #require(basket.lines.count > 2)
        let voucher = try #require(basket.lines[0].discounts.first)
        #expect(voucher.ruleID == "voucher-2x1")
        #expect(voucher.trigger == .buyGetFree(buy: 1, free: 1, quantity: 3, freeUnits: 1))
        #expect(voucher.saved == euros("5"))
        let tshirt = try #require(basket.lines[1].discounts.first)
        #expect(tshirt.trigger == .bulkPrice(minimumQuantity: 3, quantity: 3, unitPrice: euros("19")))
        #expect(tshirt.saved == euros("3"))
        #expect(basket.lines[2].discounts.isEmpty)
        #expect(basket.subtotal == euros("82.50"))
        #expect(basket.savings == euros("8.00"))
        #expect(basket.total == euros("74.50"))
    }

    private func permutations(_ items: [String]) -> [[String]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index -> [[String]] in
            var rest = items
            let head = rest.remove(at: index)
            return permutations(rest).map { [head] + $0 }
        }
    }
}
