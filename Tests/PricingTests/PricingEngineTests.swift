import Formatting
import Foundation
import Localization
import MosaicTestSupport
import PricingInterface
import PricingTesting
import Testing

@testable import Pricing

/// The engine's arithmetic, rule choice, windows and errors.
@Suite struct PricingEngineTests {
    let engine = PricingEngine()

    private func rules(_ rules: PricingRule...) -> PricingRuleSet {
        PricingRuleSet(currency: "EUR", rules: rules)
    }

    private func rule(
        _ id: String, _ kind: PricingRuleKind, codes: [String] = ["X"], validity: ValidityWindow? = nil
    )
        -> PricingRule
    {
        PricingRule(id: id, name: LocalizedText(id), kind: kind, productCodes: codes, validity: validity)
    }

    @Test func pricesStayExactDecimals() throws {
        let item = product("X", "19.99")
        let basket = try engine.price(
            [BasketLine(product: item, quantity: 3)], rules: rules(), at: referenceDate)
        #expect(basket.total == euros("59.97"))
        let tenths = try engine.price(
            [
                BasketLine(product: product("A", "0.1"), quantity: 1),
                BasketLine(product: product("B", "0.2"), quantity: 1),
            ],
            rules: rules(), at: referenceDate)
        #expect(tenths.total.amount == decimal("0.3"), "0.1 + 0.2 is exactly 0.3 in Decimal")
    }

    /// The engine and the fake sum a basket's totals the same way (`PricedBasket(summing:)`): the
    /// fake's flat 10 % off and the engine's 10 % rule give the same subtotal, savings and total.
    @Test func theEngineAndTheFakeSumABasketAlike() throws {
        let lines = [
            BasketLine(product: product("A", "4.99"), quantity: 3),
            BasketLine(product: product("B", "12.50"), quantity: 1),
        ]
        let tenPercent = rule("ten", .percentageOff(percent: 10, minimumQuantity: 1), codes: ["A", "B"])
        let engineBasket = try engine.price(lines, rules: rules(tenPercent), at: referenceDate)
        let fakeBasket = try FakePricingService(pricing: .percentOff(10, name: "ten"))
            .price(lines, rules: rules(tenPercent), at: referenceDate)
        #expect(engineBasket.subtotal == euros("27.47"))
        #expect(engineBasket.total == euros("24.72"), "14.97 − 1.50 and 12.50 − 1.25")
        #expect(engineBasket.savings == euros("2.75"))
        #expect(
            [fakeBasket.subtotal, fakeBasket.savings, fakeBasket.total]
                == [engineBasket.subtotal, engineBasket.savings, engineBasket.total])
    }

    @Test func discountsAreRoundedWhereComputedSoLinesAddUpToTheTotal() throws {
        // 10% off 0.45 is 0.045: the discount is rounded a half away from zero to 0.05 (commercial
        // rounding; half to even gave 0.04), the line is 0.40.
        let tenPercent = rule("ten", .percentageOff(percent: 10, minimumQuantity: 1))
        let low = try engine.price(
            [BasketLine(product: product("X", "0.45"), quantity: 1)], rules: rules(tenPercent),
            at: referenceDate)
        try #require(low.lines.count > 0)
        try #require(low.lines[0].discounts.count > 0)
        #expect(low.lines[0].discounts[0].saved == euros("0.05"))
        #expect(low.lines[0].total == euros("0.40"))
        #expect(low.total == euros("0.40"))
        #expect(low.savings == euros("0.05"))
        // 10% off 0.35 is 0.035 → 0.04, so each line is 0.31 and three are 0.93: exactly what the
        // printed lines add up to.
        let three = try engine.price(
            ["A", "B", "C"].map { BasketLine(product: product($0, "0.35"), quantity: 1) },
            rules: PricingRuleSet(
                currency: "EUR",
                rules: [rule("ten", .percentageOff(percent: 10, minimumQuantity: 1), codes: ["A", "B", "C"])]),
            at: referenceDate)
        #expect(three.lines.map(\.total) == Array(repeating: euros("0.31"), count: 3))
        #expect(three.total == euros("0.93"))
        #expect(three.savings == euros("0.12"))
    }

    @Test func theIssueBasketNeverShowsAFractionOfACent() throws {
        // 15% off 29.90 saves 4.485: shown and encoded as 4.49 (commercial rounding, as a receipt
        // rounds; it was 4.48 half to even), and the lines add up to the total.
        let fifteen = rule("fifteen", .percentageOff(percent: 15, minimumQuantity: 1))
        let basket = try engine.price(
            [BasketLine(product: product("X", "29.90"), quantity: 1)], rules: rules(fifteen),
            at: referenceDate)
        #expect(basket.discounts.map(\.saved) == [euros("4.49")])
        try #require(basket.lines.count > 0)
        #expect(basket.lines[0].total == euros("25.41"))
        #expect(basket.lines.reduce(Decimal.zero) { $0 + $1.total.amount } == basket.total.amount)
        #expect(basket.subtotal.amount - basket.savings.amount == basket.total.amount)
    }

    /// The bundled "Winter warmers": 15 % off from 2 units on CAP and SCARF. Each product counts
    /// on its own (the engine's documented rule), and the summary says so: "of one product".
    @Test func aRuleOnSeveralProductsCountsEachProductOnItsOwnAndSaysSo() throws {
        let rules = try bundledRules()
        let winter = try #require(rules.rules.first { $0.id == "winter-caps" })
        let december = referenceDate + 32 * day  // 2026-12-24: the winter rule applies
        let cap = product("CAP", "14.95")
        let scarf = product("SCARF", "19.50")
        let oneOfEach = try engine.price(
            [BasketLine(product: cap, quantity: 1), BasketLine(product: scarf, quantity: 1)], rules: rules,
            at: december)
        #expect(oneOfEach.discounts.isEmpty, "one cap and one scarf are not 2 units of one product")
        #expect(oneOfEach.total == euros("34.45"))
        // Two caps: 15 % of 29.90 is 4.485, 4.49 on the receipt (a half rounded away from zero).
        let twoCaps = try engine.price([BasketLine(product: cap, quantity: 2)], rules: rules, at: december)
        #expect(twoCaps.discounts.map(\.saved) == [euros("4.49")])
        #expect(twoCaps.total == euros("25.41"))
        for language in Language.allCases {
            let summary = describer(language).summary(of: winter)
            let expected = [
                "en": "of one product", "pl": "jednego produktu", "de": "eines Produkts",
                "es": "de un mismo producto",
            ]
            #expect(summary.contains(try #require(expected[language.rawValue])), "\(language): \(summary)")
        }
        #expect(describer(.en).summary(of: winter) == "15% off from 2 units of one product")
        // A rule on one product needs no such words.
        let single = rule("one", .percentageOff(percent: 15, minimumQuantity: 2), codes: ["CAP"])
        #expect(describer(.en).summary(of: single) == "15% off from 2 units")
        let bulkOnTwo = rule(
            "bulk", .bulkPrice(minimumQuantity: 3, unitPrice: euros("19")), codes: ["A", "B"])
        #expect(describer(.en).summary(of: bulkOnTwo) == "3 or more of one product: €19.00 each")
    }

    @Test func theBestRuleForTheCustomerWinsWhateverTheRuleOrder() throws {
        let twoForOne = rule("2x1", .buyGetFree(buy: 1, free: 1))
        let bulk = rule("bulk", .bulkPrice(minimumQuantity: 3, unitPrice: euros("6")))
        let percent = rule("pct", .percentageOff(percent: 30, minimumQuantity: 1))
        let item = product("X", "10")
        // 4 units at 10: 2x1 saves 20, bulk saves 16, 30% saves 12.
        for order in [[twoForOne, bulk, percent], [percent, bulk, twoForOne], [bulk, percent, twoForOne]] {
            let basket = try engine.price(
                [BasketLine(product: item, quantity: 4)],
                rules: PricingRuleSet(currency: "EUR", rules: order),
                at: referenceDate)
            try #require(basket.lines.count > 0)
            #expect(basket.lines[0].discounts.map(\.ruleID) == ["2x1"])
            #expect(basket.total == euros("20"))
        }
        // 3 units: 2x1 saves 10, bulk saves 12, 30% saves 9 → bulk.
        let three = try engine.price(
            [BasketLine(product: item, quantity: 3)], rules: rules(twoForOne, bulk, percent),
            at: referenceDate)
        try #require(three.lines.count > 0)
        #expect(three.lines[0].discounts.map(\.ruleID) == ["bulk"])
        #expect(three.total == euros("18"))
        // 1 unit: only the percentage applies.
        let one = try engine.price(
            [BasketLine(product: item, quantity: 1)], rules: rules(twoForOne, bulk, percent),
            at: referenceDate)
        try #require(one.lines.count > 0)
        #expect(one.lines[0].discounts.map(\.ruleID) == ["pct"])
    }

    @Test func onlyOneRuleAppliesPerProductAndTiesGoToTheFirstListed() throws {
        let first = rule("first", .percentageOff(percent: 50, minimumQuantity: 1))
        let second = rule("second", .buyGetFree(buy: 1, free: 1))
        let basket = try engine.price(
            [BasketLine(product: product("X", "10"), quantity: 2)], rules: rules(first, second),
            at: referenceDate)
        try #require(basket.lines.count > 0)
        #expect(basket.lines[0].discounts.count == 1, "rules never stack")
        try #require(basket.lines[0].discounts.count > 0)
        #expect(basket.lines[0].discounts[0].ruleID == "first")
        let swapped = try engine.price(
            [BasketLine(product: product("X", "10"), quantity: 2)], rules: rules(second, first),
            at: referenceDate)
        try #require(swapped.lines.count > 0)
        try #require(swapped.lines[0].discounts.count > 0)
        #expect(swapped.lines[0].discounts[0].ruleID == "second")
        #expect(basket.total == swapped.total)
    }

    @Test func rulesApplyOnlyInsideTheirWindow() throws {
        let window = ValidityWindow(start: referenceDate, end: referenceDate + 7 * day)
        let seasonal = rule("season", .percentageOff(percent: 20, minimumQuantity: 1), validity: window)
        let line = [BasketLine(product: product("X", "10"), quantity: 1)]
        let cases: [(Date, String)] = [
            (referenceDate - 1, "10"), (referenceDate, "8"), (referenceDate + 3 * day, "8"),
            (referenceDate + 7 * day - 1, "8"), (referenceDate + 7 * day, "10"),
        ]
        for (date, total) in cases {
            #expect(
                try engine.price(line, rules: rules(seasonal), at: date).total == euros(total), "at \(date)")
        }
        #expect(seasonal.status(at: referenceDate - 1) == .scheduled)
        #expect(seasonal.status(at: referenceDate) == .active)
        #expect(seasonal.status(at: referenceDate + 7 * day) == .ended)
    }

    @Test func buyNGetMFreeCountsWholeGroups() throws {
        let threeForTwo = rule("3x2", .buyGetFree(buy: 2, free: 1))
        let cases = [(1, "10"), (2, "20"), (3, "20"), (5, "40"), (6, "40"), (7, "50")]
        for (quantity, total) in cases {
            let basket = try engine.price(
                [BasketLine(product: product("X", "10"), quantity: quantity)], rules: rules(threeForTwo),
                at: referenceDate)
            #expect(basket.total == euros(total), "\(quantity) units")
        }
    }

    @Test func percentageOffHonoursItsMinimumQuantity() throws {
        let rule = rule("pct", .percentageOff(percent: 15, minimumQuantity: 2))
        let one = try engine.price(
            [BasketLine(product: product("X", "20"), quantity: 1)], rules: rules(rule), at: referenceDate)
        #expect(one.total == euros("20"))
        let two = try engine.price(
            [BasketLine(product: product("X", "20"), quantity: 2)], rules: rules(rule), at: referenceDate)
        #expect(two.total == euros("34"))
        try #require(two.lines.count > 0)
        try #require(two.lines[0].discounts.count > 0)
        #expect(
            two.lines[0].discounts[0].trigger == .percentageOff(percent: 15, minimumQuantity: 2, quantity: 2))
    }

    @Test func rulesThatCannotHelpAreIgnored() throws {
        let unsupported = rule("new", .unsupported(type: "mystery"))
        let dearerBulk = rule("dear", .bulkPrice(minimumQuantity: 1, unitPrice: euros("12")))
        let otherCurrency = rule(
            "pln", .bulkPrice(minimumQuantity: 1, unitPrice: Money(amount: 1, currency: "PLN")))
        let otherProduct = rule("other", .percentageOff(percent: 50, minimumQuantity: 1), codes: ["Y"])
        let basket = try engine.price(
            [BasketLine(product: product("X", "10"), quantity: 2)],
            rules: rules(unsupported, dearerBulk, otherCurrency, otherProduct), at: referenceDate)
        try #require(basket.lines.count > 0)
        #expect(basket.lines[0].discounts.isEmpty)
        #expect(basket.total == euros("20"))
    }

    @Test func linesOfTheSameProductAreMergedAndEmptyOnesDropped() throws {
        let item = product("X", "10")
        let basket = try engine.price(
            [
                BasketLine(product: item, quantity: 2), BasketLine(product: product("Y", "1"), quantity: 0),
                BasketLine(product: item, quantity: 1),
            ],
            rules: rules(), at: referenceDate)
        #expect(basket.lines.map(\.product.code) == ["X"])
        try #require(basket.lines.count > 0)
        #expect(basket.lines[0].quantity == 3)
        #expect(basket.unitCount == 3)
    }

    @Test func emptyBasketCostsZeroInTheRulesCurrency() throws {
        let basket = try engine.price([], rules: PricingFixtures.referenceRules, at: referenceDate)
        #expect(basket.lines.isEmpty)
        #expect(basket.total == euros("0"))
        #expect(basket.total.currency == "EUR")
    }

    @Test func invalidBasketsAreErrors() {
        #expect(throws: PricingError.negativeQuantity(code: "X")) {
            try engine.price(
                [BasketLine(product: product("X", "1"), quantity: -1)], rules: rules(), at: referenceDate)
        }
        let zloty = PricingProduct(code: "Z", name: "Z", unitPrice: Money(amount: 1, currency: "PLN"))
        #expect(throws: PricingError.currencyMismatch(code: "Z", expected: "EUR", found: "PLN")) {
            try engine.price(
                [
                    BasketLine(product: product("X", "1"), quantity: 1),
                    BasketLine(product: zloty, quantity: 1),
                ],
                rules: rules(), at: referenceDate)
        }
        #expect(throws: PricingError.conflictingProduct(code: "X")) {
            try engine.price(
                [
                    BasketLine(product: product("X", "1"), quantity: 1),
                    BasketLine(product: product("X", "2"), quantity: 1),
                ],
                rules: rules(), at: referenceDate)
        }
    }
}
