import Formatting
import Foundation
import Localization
import PricingInterface

/// Pricing's words for promotions, in the user's language and locale; the cart uses them through
/// ``PromotionDescriber`` so a discount reads the same everywhere.
struct LocalizedPromotionDescriber: PromotionDescriber {
    let localizer: Localizer
    let formatters: Formatters

    func name(of rule: PricingRule) -> String {
        text(rule.name, fallback: rule.id)
    }

    func tag(of rule: PricingRule) -> String {
        switch rule.kind {
        case .buyGetFree(let buy, let free):
            localizer.string(
                PricingStrings.tagBuyGetFree, ["group": number(buy + free), "paid": number(buy)])
        case .bulkPrice(let minimumQuantity, let unitPrice):
            localizer.string(
                PricingStrings.tagBulkPrice,
                ["minimum": number(minimumQuantity), "price": formatters.money(unitPrice)])
        case .percentageOff(let percent, _):
            localizer.string(PricingStrings.tagPercentageOff, ["percent": self.percent(percent)])
        case .unsupported:
            ""
        }
    }

    /// What the rule gives. A rule listing several products counts each product's units on its
    /// own (``PricingEngine``), so its condition says "of one product": "15 % off from 2 units of
    /// one product" on CAP and SCARF is not met by one cap and one scarf.
    func summary(of rule: PricingRule) -> String {
        let ofOneProduct = Set(rule.productCodes).count > 1
        switch rule.kind {
        case .buyGetFree(let buy, let free):
            return localizer.string(
                ofOneProduct ? PricingStrings.summaryBuyGetFreeOneProduct : PricingStrings.summaryBuyGetFree,
                ["buy": number(buy), "free": number(free)])
        case .bulkPrice(let minimumQuantity, let unitPrice):
            return localizer.string(
                ofOneProduct ? PricingStrings.summaryBulkPriceOneProduct : PricingStrings.summaryBulkPrice,
                ["minimum": number(minimumQuantity), "price": formatters.money(unitPrice)])
        case .percentageOff(let percent, let minimumQuantity):
            guard minimumQuantity > 1 else {
                return localizer.string(
                    PricingStrings.summaryPercentageOff, ["percent": self.percent(percent)])
            }
            return localizer.string(
                ofOneProduct
                    ? PricingStrings.summaryPercentageOffMinimumOneProduct
                    : PricingStrings.summaryPercentageOffMinimum,
                ["percent": self.percent(percent), "minimum": number(minimumQuantity)])
        case .unsupported(let type):
            return localizer.string(PricingStrings.summaryUnsupported, ["type": type])
        }
    }

    func name(of discount: AppliedDiscount) -> String {
        text(discount.name, fallback: discount.ruleID)
    }

    func explanation(of discount: AppliedDiscount) -> String {
        switch discount.trigger {
        case .buyGetFree(_, _, let quantity, let freeUnits):
            localizer.plural(PricingStrings.explainBuyGetFree, count: quantity, ["free": number(freeUnits)])
        case .bulkPrice(let minimumQuantity, let quantity, let unitPrice):
            localizer.plural(
                PricingStrings.explainBulkPrice, count: quantity,
                ["minimum": number(minimumQuantity), "price": formatters.money(unitPrice)])
        case .percentageOff(let percent, _, let quantity):
            localizer.plural(
                PricingStrings.explainPercentageOff, count: quantity, ["percent": self.percent(percent)])
        }
    }

    /// The kind of rule, e.g. "Bulk price".
    func typeName(of rule: PricingRule) -> String {
        switch rule.kind {
        case .buyGetFree: localizer[PricingStrings.typeBuyGetFree]
        case .bulkPrice: localizer[PricingStrings.typeBulkPrice]
        case .percentageOff: localizer[PricingStrings.typePercentageOff]
        case .unsupported(let type): localizer.string(PricingStrings.typeUnsupported, ["type": type])
        }
    }

    /// When the rule applies, e.g. "From 1 Dec 2026, 00:00".
    func validity(of rule: PricingRule) -> String {
        let start = rule.validity?.start.map { formatters.date($0, style: .dateTime) }
        let end = rule.validity?.end.map { formatters.date($0, style: .dateTime) }
        switch (start, end) {
        case (let start?, let end?):
            return localizer.string(PricingStrings.validityBetween, ["start": start, "end": end])
        case (let start?, nil): return localizer.string(PricingStrings.validityFrom, ["start": start])
        case (nil, let end?): return localizer.string(PricingStrings.validityUntil, ["end": end])
        case (nil, nil): return localizer[PricingStrings.validityAlways]
        }
    }

    /// The status's name.
    func statusName(_ status: PricingRule.Status) -> String {
        switch status {
        case .active: localizer[PricingStrings.statusActive]
        case .scheduled: localizer[PricingStrings.statusScheduled]
        case .ended: localizer[PricingStrings.statusEnded]
        case .unsupported: localizer[PricingStrings.statusUnsupported]
        }
    }

    /// A percentage in the locale's style: "15%", "15 %".
    func percent(_ value: Decimal) -> String {
        (value / 100).formatted(.percent.locale(formatters.locale))
    }

    private func number(_ value: Int) -> String {
        formatters.number(value)
    }

    private func text(_ text: LocalizedText, fallback: String) -> String {
        let value = text.text(for: localizer.language.rawValue)
        return value.isEmpty ? fallback : value
    }
}
