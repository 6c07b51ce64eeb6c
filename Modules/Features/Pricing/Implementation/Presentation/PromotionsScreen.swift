import AppCore
import Foundation
import Localization
import PricingInterface
import RemoteContent
import TerminalUI

/// The promotions tab: every rule grouped by status (active, coming up, ended, unsupported).
/// `/` searches as you type on a rule's name, summary, products and status; a click selects, a
/// click on the selected rule opens it.
typealias PromotionsScreen = SearchableListScreen<PromotionsList>

extension PricingStrings: ListScreenStrings {}

/// The rules grouped by their status, as a ``SearchableListSource``.
struct PromotionsList: StandardListSource, TextsListSource {
    typealias Strings = PricingStrings

    /// A rule with the status it has on the list's date.
    struct Item {
        var rule: PricingRule
        var status: PricingRule.Status
    }

    let texts: PromotionTexts

    var localizer: Localizer { texts.describer.localizer }

    func title(_ content: PromotionsContent?) -> String { localizer[PricingStrings.title] }

    func failure(_ problem: RulesProblem) -> (message: String, phase: ScreenPhase) {
        (texts.failure(problem), texts.phase(failing: problem))
    }

    /// Whether the rules are fresh (and from when), or why not.
    func header(_ content: PromotionsContent, in context: RenderContext) -> [StyledLine] {
        let now = context.now(orLoaded: content.now)
        return texts.banner(for: content.load, now: now)?.lines(width: context.width)
            ?? [StyledLine(" " + texts.source(of: content.load, now: now), style: .muted)]
    }

    /// A group per status; a search for a status's name finds its rules.
    func groups(_ content: PromotionsContent) -> [ListGroup<Item>] {
        content.sections.map { section in
            ListGroup(
                texts.sectionTitle(section.status),
                items: section.rules.map { Item(rule: $0, status: section.status) }, searchesTitle: true)
        }
    }

    func searchTexts(_ item: Item, in content: PromotionsContent) -> [String] {
        [texts.describer.name(of: item.rule), texts.describer.summary(of: item.rule)] + item.rule.productCodes
    }

    func rows(_ items: [Item], of group: ListGroup<Item>, in content: PromotionsContent) -> [ListRow] {
        items.map { item in
            let rule = item.rule
            return ListRow(
                texts.describer.name(of: rule),
                detail: [texts.describer.summary(of: rule), rule.productCodes.joined(separator: ", ")]
                    .filter { !$0.isEmpty }.joined(separator: " · "),
                style: item.status == .active ? .plain : .muted)
        }
    }

    func open(_ item: Item, in content: PromotionsContent) -> (any Screen)? {
        PromotionDetailScreen(rule: item.rule, now: content.now, texts: texts)
    }
}
