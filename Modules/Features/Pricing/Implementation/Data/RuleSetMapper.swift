import Formatting
import Foundation
import Localization
import PricingInterface

/// Turns a decoded rule set into domain rules, rejecting anything that would price wrongly.
///
/// A rule set with one invalid rule is rejected as a whole (the app keeps its previous rules):
/// silently skipping a rule would change prices without anyone noticing.
enum RuleSetMapper {
    /// A field that breaks a rule, with its path, e.g. `rules[1].parameters.buy`.
    struct Invalid: Error, Sendable, Hashable, CustomStringConvertible {
        let path: String
        let reason: String

        var description: String { "\(path): \(reason)" }
    }

    /// The domain rule set, or the first invalid field.
    static func map(_ dto: RuleSetDTO) throws(Invalid) -> PricingRuleSet {
        let currency = dto.currency.uppercased()
        guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw Invalid(path: "currency", reason: "expected a three-letter ISO code, got '\(dto.currency)'")
        }
        var seen: Set<String> = []
        var rules: [PricingRule] = []
        for (index, rule) in dto.rules.enumerated() {
            let path = "rules[\(index)]"
            guard !rule.id.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw Invalid(path: "\(path).id", reason: "must not be empty")
            }
            guard seen.insert(rule.id).inserted else {
                throw Invalid(path: "\(path).id", reason: "'\(rule.id)' is used by an earlier rule")
            }
            rules.append(try map(rule, path: path, currency: currency))
        }
        return PricingRuleSet(version: dto.version, currency: currency, rules: rules)
    }

    private static func map(_ rule: RuleDTO, path: String, currency: String) throws(Invalid) -> PricingRule {
        let kind = try kind(of: rule.parameters, path: "\(path).parameters", currency: currency)
        if case .unsupported = kind {
        } else {
            guard !rule.products.isEmpty else {
                throw Invalid(path: "\(path).products", reason: "must list at least one product code")
            }
        }
        if let index = rule.products.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw Invalid(path: "\(path).products[\(index)]", reason: "must not be empty")
        }
        if let start = rule.validFrom, let end = rule.validUntil, start >= end {
            throw Invalid(path: "\(path).validUntil", reason: "must be later than validFrom")
        }
        let validity =
            rule.validFrom == nil && rule.validUntil == nil
            ? nil : ValidityWindow(start: rule.validFrom, end: rule.validUntil)
        return PricingRule(
            id: rule.id, name: LocalizedText(rule.name?.translations ?? ["en": rule.id]), kind: kind,
            productCodes: rule.products, validity: validity)
    }

    private static func kind(of parameters: RuleDTO.Parameters, path: String, currency: String)
        throws(Invalid) -> PricingRuleKind
    {
        switch parameters {
        case .buyGetFree(let buy, let free):
            try requireAtLeastOne(buy, path: "\(path).buy")
            try requireAtLeastOne(free, path: "\(path).free")
            return .buyGetFree(buy: buy, free: free)
        case .bulkPrice(let minimumQuantity, let unitPrice):
            try requireAtLeastOne(minimumQuantity, path: "\(path).minimumQuantity")
            guard unitPrice >= 0 else {
                throw Invalid(path: "\(path).unitPrice", reason: "must not be negative, got \(unitPrice)")
            }
            return .bulkPrice(
                minimumQuantity: minimumQuantity, unitPrice: Money(amount: unitPrice, currency: currency))
        case .percentageOff(let percent, let minimumQuantity):
            guard percent > 0, percent <= 100 else {
                throw Invalid(
                    path: "\(path).percent", reason: "must be more than 0 and at most 100, got \(percent)")
            }
            if let minimumQuantity { try requireAtLeastOne(minimumQuantity, path: "\(path).minimumQuantity") }
            return .percentageOff(percent: percent, minimumQuantity: minimumQuantity ?? 1)
        case .unsupported(let type):
            return .unsupported(type: type)
        }
    }

    private static func requireAtLeastOne(_ value: Int, path: String) throws(Invalid) {
        guard value >= 1 else { throw Invalid(path: path, reason: "must be at least 1, got \(value)") }
    }
}
