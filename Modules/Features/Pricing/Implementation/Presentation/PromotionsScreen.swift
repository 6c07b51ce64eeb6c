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

    var phase: ScreenPhase {
        switch model.state {
        case .loading: .busy
        case .failed(let problem): texts.phase(failing: problem)
        case .loaded, .empty: model.isRefreshing ? .busy : .settled
        }
    }

    var keyHints: [KeyHint] {
        let localizer = texts.describer.localizer
        switch model.state {
        case .loaded:
            return [
                KeyHint(KeyName.enter, localizer[PricingStrings.hintOpen]),
                KeyHint("r", localizer[PricingStrings.hintRefresh]),
            ]
        case .empty: return [KeyHint("r", localizer[PricingStrings.hintRefresh])]
        case .failed: return [KeyHint("r", localizer[PricingStrings.hintRetry])]
        case .loading: return []
        }
    }

    func render(in context: RenderContext) -> [StyledLine] {
        let width = context.width
        let localizer = texts.describer.localizer
        switch model.state {
        case .loading:
            return Spinner(tick: context.tick, label: localizer[PricingStrings.loading]).lines(width: width)
        case .failed(let problem):
            return Banner(
                .error, texts.failure(problem), action: KeyHint("r", localizer[PricingStrings.hintRetry])
            )
            .lines(width: width)
        case .empty(let content):
            return header(content, context: context)
                + EmptyState(localizer[PricingStrings.empty], hint: localizer[PricingStrings.emptyHint])
                .lines(width: width)
        case .loaded(let content):
            let top = header(content, context: context)
            let list = sectioned(content)
            return top + list.lines(width: width, height: max(1, context.height - top.count))
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if key == .character("r") {
            model.requestReload()
            return .handled
        }
        guard case .loaded(let content) = model.state else { return .ignored }
        let viewport = max(1, context.height - header(content, context: context).count)
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

    private func header(_ content: PromotionsContent, context: RenderContext) -> [StyledLine] {
        var lines: [StyledLine] = []
        if model.isRefreshing {
            lines += Spinner(tick: context.tick, label: texts.describer.localizer[PricingStrings.refreshing])
                .lines(width: context.width)
        }
        if let banner = texts.banner(for: content.load, now: content.now) {
            lines += banner.lines(width: context.width)
        } else {
            lines.append(StyledLine(" " + texts.source(of: content.load, now: content.now), style: .muted))
        }
        return lines
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
