import Formatting
import Foundation
import PricingInterface

/// Prices a basket with a rule set. Pure: no I/O, no clock (the instant is a parameter).
///
/// - Order independence: lines are merged per product code before any rule runs, so scanning
///   order never changes a line, a discount or the total (lines are listed in the order their
///   product first appeared).
/// - Combination (the choice, documented): **at most one rule per product line**, as in the
///   brief's reference app. For each product the engine evaluates every rule that applies at the
///   instant and keeps the one that saves the customer the most (on a tie, the rule listed first
///   in the set). Rules only ever look at one product's units, so choosing the best rule per
///   product gives the best combination for the whole basket. Rules do not stack: stacking
///   "2-for-1" on top of "20 % off" compounds in ways marketing rarely means; a promotion that
///   should combine effects is expressed as one rule.
/// - A rule listing several products applies to each of them on its own: "15 % off from 2 units"
///   on CAP and SCARF needs 2 caps or 2 scarves (one of each does not count), and its summary
///   says so ("of one product").
/// - Money: every amount is an exact `Decimal`, rounded once, where it is computed, to the
///   currency's minor unit (``Money/roundedToMinorUnit()``, a half away from zero, as a receipt
///   rounds: 15 % of 29.90 € is 4.49 €): a line's subtotal and its discount. Line totals, the
///   basket total and the savings are then exact sums of rounded amounts, so every printed line
///   adds up to the printed total to the cent.
public struct PricingEngine: Sendable {
    /// An engine.
    public init() {}

    /// Prices `lines` with `rules` at `date`.
    public func price(_ lines: [BasketLine], rules: PricingRuleSet, at date: Date) throws(PricingError)
        -> PricedBasket
    {
        let merged = try merge(lines)
        let currency = merged.first?.product.unitPrice.currency ?? rules.currency
        let priced = merged.map { line in
            PricedLine(
                product: line.product, quantity: line.quantity,
                discounts: bestDiscount(for: line, rules: rules, at: date).map { [$0] } ?? [])
        }
        return PricedBasket(summing: priced, currency: currency, pricedAt: date)
    }

    /// One line per product code with the quantities added up, in first-appearance order; lines
    /// with no units are dropped.
    private func merge(_ lines: [BasketLine]) throws(PricingError) -> [BasketLine] {
        var merged: [BasketLine] = []
        // Where each code's line is in `merged`: one lookup per line, the line added to in place.
        var place: [String: Int] = [:]
        let currency = lines.first?.product.unitPrice.currency
        for line in lines {
            let code = line.product.code
            guard line.quantity >= 0 else { throw .negativeQuantity(code: code) }
            if let currency, line.product.unitPrice.currency != currency {
                throw .currencyMismatch(
                    code: code, expected: currency, found: line.product.unitPrice.currency)
            }
            if let at = place[code] {
                guard merged[at].product == line.product else { throw .conflictingProduct(code: code) }
                merged[at].quantity += line.quantity
            } else {
                place[code] = merged.count
                merged.append(line)
            }
        }
        return merged.filter { $0.quantity > 0 }
    }

    /// The applicable rule saving the most on `line` (the first listed on a tie), if any saves.
    private func bestDiscount(for line: BasketLine, rules: PricingRuleSet, at date: Date)
        -> AppliedDiscount?
    {
        var best: (rule: PricingRule, evaluation: RuleEvaluation)?
        for rule in rules.activeRules(for: line.product.code, at: date) {
            guard
                let evaluation = rule.kind.evaluate(
                    quantity: line.quantity, unitPrice: line.product.unitPrice),
                evaluation.saved > 0
            else { continue }
            if evaluation.saved > best?.evaluation.saved ?? 0 {
                best = (rule, evaluation)
            }
        }
        return best.map { best in
            AppliedDiscount(
                ruleID: best.rule.id, name: best.rule.name, trigger: best.evaluation.trigger,
                saved: Money(amount: best.evaluation.saved, currency: line.product.unitPrice.currency)
                    .roundedToMinorUnit())
        }
    }
}
