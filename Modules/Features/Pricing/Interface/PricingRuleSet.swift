import Foundation

/// The promotions in force: a versioned list of rules in one currency.
public struct PricingRuleSet: Sendable, Hashable {
    /// The backend's version of the set, if it sends one.
    public var version: Int?
    /// The ISO currency of prices in the rules (e.g. bulk unit prices).
    public var currency: String
    /// The rules, in the backend's order (ties between equal savings go to the earlier rule).
    public var rules: [PricingRule]

    /// A rule set of `rules` in `currency`.
    public init(version: Int? = nil, currency: String, rules: [PricingRule]) {
        self.version = version
        self.currency = currency.uppercased()
        self.rules = rules
    }

    /// The rules that can apply to `code` at `date`, in rule-set order.
    public func activeRules(for code: String, at date: Date) -> [PricingRule] {
        rules.filter { $0.applies(to: code, at: date) }
    }
}
