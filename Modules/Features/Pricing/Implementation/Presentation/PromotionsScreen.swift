import AppCore
import Foundation
import PricingInterface
import TerminalUI

/// The promotions tab: every rule grouped by status (active, coming up, ended, unsupported).
/// `/` searches as you type on a rule's name, summary, products and status; a click selects, a
/// click on the selected rule opens it.
@MainActor
final class PromotionsScreen: Screen {
    private let model: PromotionsViewModel
    private let texts: PromotionTexts
    private var list = ListState()
    /// The search typed with `/`, narrowing the list.
    private var search = ListSearch()

    init(model: PromotionsViewModel, texts: PromotionTexts) {
        self.model = model
        self.texts = texts
    }

    var title: String { texts.describer.localizer[PricingStrings.title] }

    private var chrome: RemoteContentChrome<PromotionsContent, RulesProblem> {
        let localizer = texts.describer.localizer
        return RemoteContentChrome(
            model: model,
            words: RemoteContentWords(
                loading: localizer[PricingStrings.loading], refreshing: localizer[PricingStrings.refreshing],
                retry: localizer[PricingStrings.hintRetry], refresh: localizer[PricingStrings.hintRefresh],
                empty: localizer[PricingStrings.empty], emptyHint: localizer[PricingStrings.emptyHint]),
            failure: { [texts] problem in (texts.failure(problem), texts.phase(failing: problem)) })
    }

    var phase: ScreenPhase { chrome.phase }
    var lastSync: Date? { chrome.lastSync }

    var isSearchable: Bool { true }
    var capturesText: Bool { canSearch && search.isEditing }

    private var searchLabels: ListSearchLabels { ListSearchLabels(texts.describer.localizer) }

    /// Whether there are rules to search.
    private var canSearch: Bool {
        guard case .loaded = model.state else { return false }
        return true
    }

    var keyHints: [KeyHint] {
        if canSearch, search.isEditing { return search.keyHints(searchLabels) }
        return chrome.keyHints(whenLoaded: [
            KeyHint(KeyName.enter, texts.describer.localizer[PricingStrings.hintOpen]),
            ListSearch.openHint(searchLabels),
        ])
    }

    func render(in context: RenderContext) -> [StyledLine] {
        chrome.render(in: context, header: header) { content, height in
            let sections = shownSections(content, search: search)
            guard !sections.isEmpty else {
                return EmptyState(searchLabels.noMatches(search.query)).lines(width: context.width)
            }
            return sectioned(sections).lines(width: context.width, height: height)
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if !capturesText, chrome.handleReload(key) { return .handled }
        guard case .loaded(let content) = model.state else { return .ignored }
        let change = search.handle(key, list: &list) { search in
            shownSections(content, search: search).flatMap { $0.rules.map(\.id) }
        }
        if change != nil { return .handled }
        let top = chrome.top(content, in: context, header: header).count
        let viewport = max(1, context.height - top)
        let sections = shownSections(content, search: search)
        let layout = sectioned(sections).layout
        let rules = sections.flatMap(\.rules)
        let index: Int
        switch list.handleOpening(key, listTop: top, in: layout, viewport: viewport) {
        case .open(let opened): index = opened
        case .handled: return .handled
        case .ignored: return .ignored
        }
        guard rules.indices.contains(index) else { return .handled }
        return .push(PromotionDetailScreen(rule: rules[index], now: content.now, texts: texts))
    }

    func run() async {
        await model.run()
    }

    /// Whether the rules are fresh (and from when), or why not; then the search bar.
    private func header(_ content: PromotionsContent, width: Int) -> [StyledLine] {
        let freshness =
            texts.banner(for: content.load, now: content.now)?.lines(width: width)
            ?? [StyledLine(" " + texts.source(of: content.load, now: content.now), style: .muted)]
        guard case .loaded = model.state else { return freshness }
        let matches = shownSections(content, search: search).reduce(0) { $0 + $1.rules.count }
        return freshness
            + ListSearchBar(search, matchCount: matches, labels: searchLabels).lines(width: width)
    }

    /// The groups of rules `search` lets through (groups with none left out).
    private func shownSections(_ content: PromotionsContent, search: ListSearch) -> [(
        status: PricingRule.Status, rules: [PricingRule]
    )] {
        guard search.isFiltering else { return content.sections }
        return content.sections.compactMap { section in
            let title = texts.sectionTitle(section.status)
            let rules = section.rules.filter { search.matches(searchTexts(of: $0) + [title]) }
            return rules.isEmpty ? nil : (section.status, rules)
        }
    }

    /// What a search looks for in `rule` (besides its group's title).
    private func searchTexts(of rule: PricingRule) -> [String] {
        [texts.describer.name(of: rule), texts.describer.summary(of: rule)] + rule.productCodes
    }

    private func sectioned(_ sections: [(status: PricingRule.Status, rules: [PricingRule])]) -> SectionedList
    {
        let sections = sections.map { section in
            ListSection(
                texts.sectionTitle(section.status),
                rows: section.rules.map { rule in
                    ListRow(
                        texts.describer.name(of: rule),
                        detail: ([texts.describer.summary(of: rule)] + [
                            rule.productCodes.joined(separator: ", ")
                        ])
                        .filter { !$0.isEmpty }.joined(separator: " · "),
                        style: section.status == .active ? .plain : .muted)
                })
        }
        return SectionedList(sections, state: list)
    }
}
