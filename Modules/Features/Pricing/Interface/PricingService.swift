import Foundation

/// Prices baskets with the current promotions. Other features (the cart) resolve it from the
/// container; the rule engine behind it stays inside Pricing.
public protocol PricingService: Sendable {
    /// The rules to price with: the server's, else the saved copy, else the bundled defaults.
    /// - Throws: ``RulesProblem`` only when no rule set at all is available.
    func loadRules() async throws(RulesProblem) -> RuleSetLoad
    /// Prices `lines` with `rules` as of `date`: the same total whatever the lines' order. At most
    /// one rule applies per product, the one saving the customer the most (the first listed on a
    /// tie); amounts are rounded to the currency's minor unit where computed, so lines add up to the total.
    func price(_ lines: [BasketLine], rules: PricingRuleSet, at date: Date) throws(PricingError)
        -> PricedBasket
}

/// Words for promotions in the user's language, so every feature explains discounts alike.
public protocol PromotionDescriber: Sendable {
    /// The rule's name in the user's language.
    func name(of rule: PricingRule) -> String
    /// A short tag for a product list, e.g. "2×1" or "3+ × 19,00 €".
    func tag(of rule: PricingRule) -> String
    /// What the rule does, e.g. "Buy 1, get 1 free".
    func summary(of rule: PricingRule) -> String
    /// The discount's name in the user's language.
    func name(of discount: AppliedDiscount) -> String
    /// What triggered the discount, e.g. "3 units: 1 free".
    func explanation(of discount: AppliedDiscount) -> String
}
