import Foundation
import PricingInterface
import TerminalUI

/// One promotion in full: what it does, to which products, when.
@MainActor
final class PromotionDetailScreen: Screen {
    private let rule: PricingRule
    private let now: Date
    private let texts: PromotionTexts

    init(rule: PricingRule, now: Date, texts: PromotionTexts) {
        self.rule = rule
        self.now = now
        self.texts = texts
    }

    var title: String { texts.describer.name(of: rule) }

    func render(in context: RenderContext) -> [StyledLine] {
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
        return [.blank] + DetailSheet(describer.name(of: rule), rows: rows).lines(width: context.width)
    }
}
