import AppCore
import Foundation
import PricingInterface
import TerminalUI

/// The promotions tab: every rule grouped by status (active, coming up, ended, unsupported).
@MainActor
final class PromotionsScreen: Screen {
    private let model: PromotionsViewModel
    private let texts: PromotionTexts
    private var list = ListState()

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

    var keyHints: [KeyHint] {
        chrome.keyHints(whenLoaded: [
            KeyHint(KeyName.enter, texts.describer.localizer[PricingStrings.hintOpen])
        ])
    }

    func render(in context: RenderContext) -> [StyledLine] {
        chrome.render(in: context, header: header) { content, height in
            sectioned(content).lines(width: context.width, height: height)
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if chrome.handleReload(key) { return .handled }
        guard case .loaded(let content) = model.state else { return .ignored }
        let viewport = max(1, context.height - chrome.top(content, in: context, header: header).count)
        if key == .enter {
            let rules = content.sections.flatMap(\.rules)
            let index = list.resolved(in: sectioned(content).layout, viewport: viewport).selection
            guard rules.indices.contains(index) else { return .handled }
            return .push(PromotionDetailScreen(rule: rules[index], now: content.now, texts: texts))
        }
        return list.handle(key, in: sectioned(content).layout, viewport: viewport) ? .handled : .ignored
    }

    func run() async {
        await model.run()
    }

    /// Whether the rules are fresh (and from when), or why not.
    private func header(_ content: PromotionsContent, width: Int) -> [StyledLine] {
        if let banner = texts.banner(for: content.load, now: content.now) {
            return banner.lines(width: width)
        }
        return [StyledLine(" " + texts.source(of: content.load, now: content.now), style: .muted)]
    }

    private func sectioned(_ content: PromotionsContent) -> SectionedList {
        let sections = content.sections.map { section in
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
