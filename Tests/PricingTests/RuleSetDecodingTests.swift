import Foundation
import MosaicTestSupport
import PricingInterface
import Testing

@testable import Pricing

/// Rule sets from JSON: the bundled defaults, every rule type, and clear errors for bad data.
@Suite struct RuleSetDecodingTests {
    private func decode(_ json: String) throws(RulesProblem) -> PricingRuleSet {
        try RuleSetDecoder.decode(Data(json.utf8))
    }

    private func rule(_ body: String) -> String {
        #"{"currency": "EUR", "rules": [\#(body)]}"#
    }

    @Test func theBundledRulesDecode() throws {
        let rules = try bundledRules()
        #expect(rules.currency == "EUR")
        #expect(rules.rules.map(\.id).prefix(2) == ["voucher-2x1", "tshirt-bulk"])
        try #require(rules.rules.count > 1)
        #expect(rules.rules[0].kind == .buyGetFree(buy: 1, free: 1))
        #expect(rules.rules[1].kind == .bulkPrice(minimumQuantity: 3, unitPrice: euros("19")))
        #expect(rules.rules[0].name.text(for: "es") == "2x1 en vales")
        #expect(rules.rules.contains { $0.validity != nil }, "the defaults show seasonal windows")
    }

    @Test func everyRuleTypeDecodesWithExactMoneyAndWindows() throws {
        let rules = try decode(
            """
            {"version": 4, "currency": "eur", "extra": true, "rules": [
              {"id": "a", "type": "buyNGetMFree", "name": "A", "products": ["X"], "parameters": {"buy": 2, "free": 1}},
              {"id": "b", "type": "bulkPrice", "name": {"EN": "B", "pl": "Be"}, "products": ["Y", "Z"],
               "parameters": {"minimumQuantity": 3, "unitPrice": 19.99}, "unknown": [1, 2]},
              {"id": "c", "type": "percentageOff", "products": ["X"], "parameters": {"percent": 12.5},
               "validFrom": "2026-12-01T00:00:00+01:00", "validUntil": "2027-01-01T00:00:00Z"}
            ]}
            """)
        #expect(rules.version == 4)
        #expect(rules.currency == "EUR")
        try #require(rules.rules.count > 2)
        #expect(rules.rules[0].kind == .buyGetFree(buy: 2, free: 1))
        #expect(rules.rules[1].kind == .bulkPrice(minimumQuantity: 3, unitPrice: euros("19.99")))
        #expect(rules.rules[1].productCodes == ["Y", "Z"])
        #expect(rules.rules[1].name.text(for: "en") == "B")
        #expect(rules.rules[1].name.text(for: "pl") == "Be")
        #expect(rules.rules[2].kind == .percentageOff(percent: decimal("12.5"), minimumQuantity: 1))
        #expect(rules.rules[2].name.text(for: "de") == "c", "a missing name falls back to the id")
        #expect(rules.rules[2].validity?.start == Date(timeIntervalSince1970: 1_796_079_600))
        #expect(rules.rules[2].validity?.end == Date(timeIntervalSince1970: 1_798_761_600))
    }

    @Test func anUnknownRuleTypeIsKeptAsUnsupported() throws {
        let rules = try decode(rule(#"{"id": "n", "type": "loyaltyPoints", "parameters": {"points": 10}}"#))
        #expect(rules.rules.count == 1)
        try #require(rules.rules.count > 0)
        #expect(rules.rules[0].kind == .unsupported(type: "loyaltyPoints"))
        #expect(rules.rules[0].status(at: referenceDate) == .unsupported)
    }

    @Test(arguments: [
        (#"{"rules": []}"#, "currency"),
        (#"{"currency": "EURO", "rules": []}"#, "currency: expected a three-letter ISO code"),
        (#"{"currency": "EUR", "rules": [{"type": "bulkPrice"}]}"#, "rules[0].id"),
        (
            #"{"currency": "EUR", "rules": [{"id": "a", "type": "buyNGetMFree", "products": ["X"], "parameters": {"buy": "two", "free": 1}}]}"#,
            "rules[0].parameters.buy"
        ),
        (
            #"{"currency": "EUR", "rules": [{"id": "a", "type": "buyNGetMFree", "products": ["X"], "parameters": {"buy": 0, "free": 1}}]}"#,
            "rules[0].parameters.buy: must be at least 1, got 0"
        ),
        (
            #"{"currency": "EUR", "rules": [{"id": "a", "type": "buyNGetMFree", "products": ["X"], "parameters": {"buy": 1}}]}"#,
            "rules[0].parameters.free"
        ),
        (
            #"{"currency": "EUR", "rules": [{"id": "a", "type": "bulkPrice", "products": ["X"], "parameters": {"minimumQuantity": 3, "unitPrice": -1}}]}"#,
            "rules[0].parameters.unitPrice: must not be negative"
        ),
        (
            #"{"currency": "EUR", "rules": [{"id": "a", "type": "bulkPrice", "products": ["X"], "parameters": {"minimumQuantity": 3, "unitPrice": "19"}}]}"#,
            "rules[0].parameters.unitPrice"
        ),
        (
            #"{"currency": "EUR", "rules": [{"id": "a", "type": "percentageOff", "products": ["X"], "parameters": {"percent": 150}}]}"#,
            "rules[0].parameters.percent: must be more than 0 and at most 100, got 150"
        ),
        (
            #"{"currency": "EUR", "rules": [{"id": "a", "type": "percentageOff", "products": [], "parameters": {"percent": 5}}]}"#,
            "rules[0].products: must list at least one product code"
        ),
        (
            #"{"currency": "EUR", "rules": [{"id": "a", "type": "percentageOff", "parameters": {"percent": 5}}]}"#,
            "rules[0].products"
        ),
        (
            #"{"currency": "EUR", "rules": [{"id": "a", "type": "percentageOff", "products": ["X"], "parameters": {"percent": 5}, "validFrom": "2027-01-01T00:00:00Z", "validUntil": "2026-01-01T00:00:00Z"}]}"#,
            "rules[0].validUntil: must be later than validFrom"
        ),
        (
            #"{"currency": "EUR", "rules": [{"id": "a", "type": "percentageOff", "products": ["X"], "parameters": {"percent": 5}, "validFrom": "next week"}]}"#,
            "rules[0].validFrom"
        ),
        (
            #"{"currency": "EUR", "rules": [{"id": "a", "type": "percentageOff", "products": ["X"], "parameters": {"percent": 5}}, {"id": "a", "type": "percentageOff", "products": ["Y"], "parameters": {"percent": 5}}]}"#,
            "rules[1].id: 'a' is used by an earlier rule"
        ),
        ("not json", "not valid JSON"),
    ])
    func invalidRuleSetsAreRejectedNamingTheField(json: String, message: String) {
        do {
            let rules = try decode(json)
            Issue.record("decoded \(rules) from invalid JSON")
        } catch {
            guard case .invalid(let reason) = error else {
                Issue.record("expected .invalid, got \(error)")
                return
            }
            #expect(reason.contains(message), "\(reason)")
            #expect(!reason.isEmpty)
        }
    }

    @Test func aMissingRulesFileIsAClearError() {
        let url = URL(fileURLWithPath: "/nonexistent/rules.json")
        #expect(throws: RulesProblem.self) { try RuleSetDecoder.decode(fileAt: url) }
        do {
            _ = try RuleSetDecoder.decode(fileAt: url)
        } catch {
            #expect(error.description.contains("/nonexistent/rules.json"))
        }
    }
}
