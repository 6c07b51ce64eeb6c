import Foundation
import PricingInterface
import TerminalUI

/// One promotion in full: what it does, to which products, when.
final class PromotionDetailScreen: SheetScreen {
    init(rule: PricingRule, now: Date, texts: PromotionTexts) {
        let describer = texts.describer
        let localizer = describer.localizer
        let status = rule.status(at: now)
        let rows = [
            DetailRow(localizer[PricingStrings.detailRule], describer.summary(of: rule), style: .bold),
            DetailRow(localizer[PricingStrings.detailType], describer.typeName(of: rule)),
            DetailRow(localizer[PricingStrings.detailProducts], rule.productCodes.joined(separator: ", ")),
            DetailRow(localizer[PricingStrings.detailValidity], describer.validity(of: rule)),
            DetailRow(
                localizer[PricingStrings.detailStatus], describer.statusName(status),
                style: status == .active ? .success : .muted),
            DetailRow(localizer[PricingStrings.detailIdentifier], rule.id, style: .muted),
        ]
        let name = describer.name(of: rule)
        super.init(title: name, sheet: DetailSheet(name, rows: rows))
    }
}
